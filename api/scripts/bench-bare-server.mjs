/**
 * The reference of bench-public-reads.mjs: a bare Fastify route (no logging, hooks, schemas or
 * database) answering every GET and POST with one file's bytes as JSON. Prints its URL, then serves
 * until it is killed.
 *
 *   node api/scripts/bench-bare-server.mjs <file>
 */
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const bytes = await readFile(process.argv[2]);
const app = Fastify({ logger: false });
const answer = async (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes);
app.get('/', answer);
app.post('/', answer);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(url);
