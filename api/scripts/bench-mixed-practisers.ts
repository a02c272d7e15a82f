/**
 * The practisers of bench:mixed (bench-mixed.ts), in a process of their own: building and sending
 * their uploads in the process that times the reads would add the client's own delays to the reads'
 * latency. Reads its task from BENCH_PRACTISERS (JSON: base URL, one token per practiser, the
 * dialogues to practise, seconds), loops start → submit every interpreter turn → complete for that
 * long, and prints what happened as one line of JSON.
 */
import { recording } from '../src/test/practice-kit.js';

interface Task {
  base: string;
  tokens: string[];
  dialogueIds: number[];
  seconds: number;
}

const task = JSON.parse(process.env.BENCH_PRACTISERS ?? '') as Task;
const answers = { submitted: 0, failed: 0, completed: 0, statuses: {} as Record<number, number> };
const count = (status: number) => (answers.statuses[status] = (answers.statuses[status] ?? 0) + 1);
const answer = await recording('ogg', 2500);
const until = Date.now() + task.seconds * 1000;
const practising = () => Date.now() < until;

async function post<T>(url: string, body: unknown, token: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${task.base}${url}`, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function practise(token: string, n: number): Promise<void> {
  for (let round = 0; practising(); round += 1) {
    const dialogueId = task.dialogueIds[(n + round) % task.dialogueIds.length]!;
    const dialogue = await post<{ data: { segments: Array<{ id: number; segment_order: number }> } }>(
      '/api/fetch-dialogue',
      { id: dialogueId },
      token,
    );
    const started = await post<{ sessionId: number }>('/api/start-practice', { dialogueId, mode: 1 }, token);
    if (started.status !== 200 && started.status !== 201) {
      answers.failed += 1;
      count(started.status);
      continue;
    }
    for (const segment of dialogue.body.data.segments.filter((s) => s.segment_order % 2 === 0)) {
      if (!practising()) return;
      const form = new FormData();
      form.append('user_audio', new Blob([new Uint8Array(answer)], { type: 'audio/ogg' }), 'recording.ogg');
      form.append('segmentId', String(segment.id));
      form.append('sessionId', String(started.body.sessionId));
      form.append('user_transcription', '');
      const response = await fetch(`${task.base}/api/practice/submit`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      count(response.status);
      if (response.ok) answers.submitted += 1;
      else answers.failed += 1;
    }
    const completed = await post(`/api/practice/complete/${started.body.sessionId}`, undefined, token);
    if (completed.status === 200) answers.completed += 1;
  }
}

await Promise.all(task.tokens.map((token, n) => practise(token, n)));
console.log(JSON.stringify(answers));
