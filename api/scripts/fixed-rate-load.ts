/**
 * Requests at a fixed rate, evenly spaced (an open model: the next request goes out on time whether or
 * not earlier ones were answered), each timed from the moment it was due — so a server that stalls is
 * charged for every request that waited, as in wrk2 or k6's constant-arrival-rate.
 *
 * Why not autocannon's `overallRate`: it lets each connection send its share of a second as fast as it
 * can, then waits for the next second — 300 req/s arrive as one burst at the top of every second, and
 * the p99 is the time to clear the burst (35 ms on an idle server that answers each read in 0.2 ms).
 */
import http from 'node:http';

export interface TimedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface FixedRateResult {
  sent: number;
  /** Answered, by path then status. */
  statuses: Record<string, Record<number, number>>;
  /** No answer: the connection failed, or no answer within `timeoutMs`. */
  errors: number;
  timeouts: number;
  /** Milliseconds from when each answered request was due to its last byte, in the order answered. */
  latencies: number[];
  /** The same, with when each was due (ms from the start): to see when the slow ones happened. */
  timeline: Array<{ dueMs: number; ms: number }>;
}

export async function fixedRateLoad(options: {
  base: string;
  /** Requests per second, all paths together; the paths take turns. */
  rate: number;
  seconds: number;
  requests: TimedRequest[];
  timeoutMs?: number;
}): Promise<FixedRateResult> {
  const { base, rate, seconds, requests, timeoutMs = 30_000 } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const result: FixedRateResult = { sent: 0, statuses: {}, errors: 0, timeouts: 0, latencies: [], timeline: [] };
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];

  const send = (request: TimedRequest, due: number) =>
    new Promise<void>((resolve) => {
      let timedOut = false;
      const outgoing = http.request(
        `${base}${request.path}`,
        { method: request.method, headers: request.headers, agent, timeout: timeoutMs },
        (response) => {
          response.resume();
          response.on('end', () => {
            const ms = performance.now() - due;
            result.latencies.push(ms);
            result.timeline.push({ dueMs: due - started, ms });
            const byStatus = (result.statuses[request.path] ??= {});
            byStatus[response.statusCode ?? 0] = (byStatus[response.statusCode ?? 0] ?? 0) + 1;
            resolve();
          });
        },
      );
      outgoing.on('timeout', () => {
        timedOut = true;
        result.timeouts += 1;
        outgoing.destroy();
        resolve();
      });
      outgoing.on('error', () => {
        // destroy() after a timeout also ends here: counted once, as a timeout.
        if (!timedOut) result.errors += 1;
        resolve();
      });
      outgoing.end(request.body);
    });

  await new Promise<void>((done) => {
    const release = () => {
      // Every request due by now goes out now; a late timer sends several, each still timed from when it was due.
      const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
      for (; result.sent < due; result.sent += 1) {
        inFlight.push(send(requests[result.sent % requests.length]!, started + (result.sent * 1000) / rate));
      }
      if (result.sent >= total) done();
      else setTimeout(release, 1);
    };
    release();
  });
  await Promise.all(inFlight);
  agent.destroy();
  return result;
}
