// What the bench measures is served on ports of its own: our builds by `vite preview` (which sends each
// build's Content-Security-Policy), the HTTP fake backend by its server, the peers by a plain static server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { emptyAnswer } from './figures.mjs';

const waitFor = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `url` answers (below 500), within a minute. */
async function answering(url) {
  for (let tries = 0; tries < 120; tries += 1) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await waitFor(500);
  }
  throw new Error(`${url} did not answer`);
}

/** A child process that serves until the bench ends; resolves once `ready` answers. */
export async function serveProcess(command, args, ready) {
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  process.on('exit', () => {
    try {
      process.kill(-child.pid);
    } catch {
      // already gone
    }
  });
  await answering(ready);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/**
 * Serves `dir` on `port` as a single-page app is served: a path that names no file gets index.html. Text goes
 * gzipped when asked for, as `vite preview` sends our builds, so that "JS transferred" means the same for
 * every app.
 */
export async function serveStatic(dir, port) {
  const root = path.resolve(dir);
  const server = http.createServer((request, response) => {
    const wanted = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file =
      wanted.startsWith(root) && fs.statSync(wanted, { throwIfNoEntry: false })?.isFile()
        ? wanted
        : path.join(root, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const gzip =
      /^(text\/|application\/json|image\/svg)/.test(type) &&
      /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    const body = fs.createReadStream(file);
    (gzip ? body.pipe(zlib.createGzip()) : body).pipe(response);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  process.on('exit', () => server.close());
}

/**
 * An API on `port` that answers every call with an empty success (emptyAnswer), signed or not, to any origin:
 * our build without data, beside a peer that renders none here.
 */
export async function serveEmptyApi(port) {
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader(
      'Access-Control-Allow-Headers',
      request.headers['access-control-request-headers'] ?? '*',
    );
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204);
      response.end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(emptyAnswer(new URL(request.url ?? '/', 'http://x').pathname)));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  process.on('exit', () => server.close());
}
