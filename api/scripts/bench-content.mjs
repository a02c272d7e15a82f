#!/usr/bin/env node
/**
 * Latency of the content read endpoints under a steady request rate (DESIGN.md §4: list/read
 * endpoints p99 ≤ 25 ms at 500 req/s on one 2-core machine).
 *
 *   node api/scripts/bench-content.mjs [--url http://localhost:3000] [--rate 500] [--seconds 10] [--token <bearer>]
 *
 * Against a running server (npm start). Open loop: requests leave at the given rate whether or not
 * earlier ones have answered, so a slow server shows up as latency rather than as a lower rate.
 * Each endpoint is measured on its own, then all of them mixed. Latency is measured in this
 * process, which shares the machine's cores with the server: the figures are an upper bound.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    rate: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '10' },
    token: { type: 'string', default: process.env.BENCH_TOKEN ?? '' },
    language: { type: 'string', default: 'hindi' },
  },
});
const base = values.url.replace(/\/+$/, '');
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const headers = { 'content-type': 'application/json', ...(values.token ? { authorization: `Bearer ${values.token}` } : {}) };

async function call(request) {
  const response = await fetch(`${base}${request.path}`, {
    method: request.body ? 'POST' : 'GET',
    headers,
    ...(request.body ? { body: JSON.stringify(request.body) } : {}),
  });
  await response.arrayBuffer();
  return response.status;
}

const first = await fetch(`${base}/api/dialogues/${values.language}?per_page=50`, { headers }).then((r) => r.json());
const ids = first.dialogues?.data?.map((d) => d.id) ?? [];
if (!ids.length) {
  console.error(`No dialogues at ${base}/api/dialogues/${values.language}: is the server running and seeded?`);
  process.exit(1);
}
const pick = (list, i) => list[i % list.length];

const endpoints = {
  'GET /dialogues/{language}': (i) => ({
    path: `/api/dialogues/${values.language}?page=${1 + (i % 2)}&sort_order=${i % 3 ? 'desc' : 'asc'}`,
  }),
  'POST /fetch-dialogue': (i) => ({ path: '/api/fetch-dialogue', body: { id: pick(ids, i) } }),
  'POST /transcript': (i) => ({ path: '/api/transcript', body: { dialogueId: pick(ids, i) } }),
  'GET /vocabulary': () => ({ path: `/api/vocabulary?language=${values.language}` }),
  'GET /stats': () => ({ path: '/api/stats' }),
};

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sends `rate` requests a second for `seconds` seconds; resolves with every latency in ms. */
async function run(makeRequest) {
  const total = Math.round(rate * seconds);
  const latencies = [];
  const failures = new Map();
  const inFlight = new Set();
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; sent < due; sent++) {
      const request = makeRequest(sent);
      const t0 = performance.now();
      const p = call(request)
        .then((status) => {
          latencies.push(performance.now() - t0);
          if (status !== 200) failures.set(`HTTP ${status}`, (failures.get(`HTTP ${status}`) ?? 0) + 1);
        })
        .catch((error) => failures.set(error.message, (failures.get(error.message) ?? 0) + 1))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  return { latencies: latencies.sort((a, b) => a - b), failures, achieved: total / elapsed };
}

function report(name, { latencies, failures, achieved }) {
  const fmt = (ms) => `${ms.toFixed(1)} ms`.padStart(9);
  const errors = [...failures].map(([k, v]) => `${v}× ${k}`).join(', ') || 'none';
  console.log(
    `${name.padEnd(28)} ${achieved.toFixed(0).padStart(4)} req/s  p50 ${fmt(percentile(latencies, 50))}  p99 ${fmt(percentile(latencies, 99))}  max ${fmt(latencies.at(-1))}  errors: ${errors}`,
  );
}

console.log(`${base}, ${rate} req/s for ${seconds} s per line, ${values.token ? 'signed in' : 'as a guest'}`);
// Warm-up: JIT, connection pool, database caches.
await run((i) => Object.values(endpoints)[i % 5](i)).catch(() => undefined);
for (const [name, make] of Object.entries(endpoints)) report(name, await run(make));
const all = Object.values(endpoints);
report('mixed', await run((i) => all[i % all.length](i)));
