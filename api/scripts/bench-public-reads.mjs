#!/usr/bin/env node
/**
 * Throughput of the public reads against a bare Fastify route serving the same bytes (DESIGN.md §4:
 * each public read ≥ 40% of the bare route's requests per second), measured with autocannon.
 *
 *   node api/scripts/bench-public-reads.mjs [--url http://localhost:3000] [--seconds 10] [--connections 20] [--only dialogues]
 *
 * Against a running server (npm start, or node api/dist/main.js). For each endpoint it fetches one
 * answer, serves exactly those bytes from a bare Fastify route in a child process (no hooks, no
 * schemas, no database), and runs autocannon against both, one after the other, in this run: the
 * ratio is what the API's own layers (routing, auth, validation, serialization, the database) cost.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    language: { type: 'string', default: 'hindi' },
    only: { type: 'string' },
  },
});
const base = values.url.replace(/\/+$/, '');
const duration = Number(values.seconds);
const connections = Number(values.connections);

const list = await fetch(`${base}/api/dialogues/${values.language}`).then((response) => response.json());
const dialogueId = list.dialogues?.data?.[0]?.id;
if (!dialogueId) {
  console.error(`No dialogues at ${base}/api/dialogues/${values.language}: is the server running and seeded?`);
  process.exit(1);
}

const json = { 'content-type': 'application/json' };
const endpoints = [
  { name: 'dialogues', label: `GET /api/dialogues/${values.language}`, path: `/api/dialogues/${values.language}`, method: 'GET' },
  {
    name: 'fetch-dialogue',
    label: 'POST /api/fetch-dialogue',
    path: '/api/fetch-dialogue',
    method: 'POST',
    body: JSON.stringify({ id: dialogueId }),
  },
  { name: 'transcript', label: 'POST /api/transcript', path: '/api/transcript', method: 'POST', body: JSON.stringify({ dialogueId }) },
  {
    name: 'vocabulary',
    label: `GET /api/vocabulary?language=${values.language}`,
    path: `/api/vocabulary?language=${values.language}`,
    method: 'GET',
  },
  { name: 'stats', label: 'GET /api/stats', path: '/api/stats', method: 'GET' },
].filter((endpoint) => !values.only || values.only.split(',').includes(endpoint.name));

/** Starts scripts/bench-bare-server.mjs on a free port serving `file`; resolves with its URL and a stop function. */
async function bareServer(file) {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-bare-server.mjs');
  const child = spawn(process.execPath, [script, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

function run(url, endpoint) {
  return autocannon({
    url,
    method: endpoint.method,
    connections,
    duration,
    headers: endpoint.body ? json : {},
    ...(endpoint.body ? { body: endpoint.body } : {}),
  });
}

const folder = await mkdtemp(path.join(os.tmpdir(), 'ccl-bench-'));
const rows = [];
try {
  for (const endpoint of endpoints) {
    const response = await fetch(`${base}${endpoint.path}`, {
      method: endpoint.method,
      headers: endpoint.body ? json : {},
      body: endpoint.body,
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const file = path.join(folder, `${endpoint.name}.json`);
    await writeFile(file, bytes);

    const bare = await bareServer(file);
    try {
      const api = await run(`${base}${endpoint.path}`, endpoint);
      const reference = await run(`${bare.url}/`, endpoint);
      const failures = api.non2xx + api.errors;
      rows.push({
        endpoint: endpoint.label,
        bytes: bytes.length,
        'api req/s': Math.round(api.requests.average),
        'api p99 ms': api.latency.p99,
        'bare req/s': Math.round(reference.requests.average),
        ratio: `${((100 * api.requests.average) / reference.requests.average).toFixed(1)}%`,
        ...(failures ? { failures } : {}),
      });
    } finally {
      bare.stop();
    }
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
console.table(rows);
