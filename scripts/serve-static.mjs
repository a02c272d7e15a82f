#!/usr/bin/env node
/**
 * A tiny static file server with CORS, no dependencies: serves one folder — a remote's dist/ or one of its
 * releases — from another origin, e.g. to prove a remote can live elsewhere (`npm run serve -w mf-community`).
 *
 *   node scripts/serve-static.mjs <folder> [--port 4000] [--host 127.0.0.1]
 *
 * Every answer allows any origin (the shell fetches mf-manifest.json with fetch()) and is revalidated
 * (no-cache): this is for development and tests, not a CDN.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': '*',
};

/** The file under `root` a URL path names; null for anything outside it (../, encoded or not). */
export function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

export function createStaticServer(folder) {
  const root = path.resolve(folder);
  return http.createServer(async (request, response) => {
    const send = (status, headers, body) => {
      response.writeHead(status, { ...CORS, ...headers });
      response.end(body);
    };
    if (request.method === 'OPTIONS') return send(204, {});
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(405, { allow: 'GET, HEAD, OPTIONS', 'content-type': 'text/plain' }, 'Method Not Allowed');
    let file = resolveInside(root, request.url ?? '/');
    if (!file) return send(404, { 'content-type': 'text/plain' }, 'Not Found');
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info?.isFile()) return send(404, { 'content-type': 'text/plain' }, 'Not Found');
    response.writeHead(200, {
      ...CORS,
      'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': 'no-cache',
    });
    if (request.method === 'HEAD') return response.end();
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  });
}

function parseArguments(argv) {
  const options = { folder: undefined, port: Number(process.env.PORT) || 4000, host: process.env.HOST || '127.0.0.1' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--port') options.port = Number(argv[++i]);
    else if (arg === '--host') options.host = argv[++i];
    else if (!arg.startsWith('-') && options.folder === undefined) options.folder = arg;
    else throw new Error(`Unknown argument ${arg}`);
  }
  if (!options.folder) throw new Error('Which folder? e.g. node scripts/serve-static.mjs mf-community/dist --port 4000');
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) throw new Error('--port must be a port number');
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let options;
  try {
    options = parseArguments(process.argv.slice(2));
    const info = await stat(options.folder).catch(() => null);
    if (!info?.isDirectory()) throw new Error(`${options.folder} is not a folder (build it first?)`);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const server = createStaticServer(options.folder);
  server.on('error', (error) => {
    console.error(`Cannot serve on ${options.host}:${options.port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(options.port, options.host, () => {
    const { port } = server.address();
    console.log(`Serving ${path.resolve(options.folder)} at http://${options.host}:${port}/ (CORS: any origin)`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
