import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import net from 'node:net';

export interface Answered {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** ms from the start of the request to the answer's status line */
  ms: number;
  /** bytes of the body handed to the connection before the answer came or the connection closed */
  sent: number;
}

export interface Pace {
  /** bytes a write */
  chunk: number;
  /** ms between writes; 0: as fast as the connection takes them */
  every: number;
  /** stop writing after this many bytes and wait (a stalled client) */
  stallAt?: number;
}

/**
 * POSTs `body` to `url` a chunk at a time, as a slow or stalling client would, and stops writing as soon as
 * the server answers. Without a Content-Length in `headers` the body goes chunked. The server may close the
 * connection while the body is still going: that is what some tests look for, so a write error after the
 * answer is no failure.
 */
export function post(
  url: string,
  headers: OutgoingHttpHeaders,
  body: Uint8Array,
  pace: Pace,
): Promise<Answered> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    let answered = false;
    const req = http.request(url, { method: 'POST', headers, agent: false });
    req.on('response', (res) => {
      answered = true;
      const ms = performance.now() - started;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (piece: string) => (text += piece));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, ms, sent }));
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const next = () => {
      if (answered || req.destroyed || sent === pace.stallAt) return;
      if (sent >= body.length) return void req.end();
      const piece = body.subarray(sent, Math.min(sent + pace.chunk, pace.stallAt ?? Infinity));
      sent += piece.length;
      const flowing = req.write(piece);
      if (pace.every > 0) setTimeout(next, pace.every);
      else if (flowing) setImmediate(next);
      else req.once('drain', next);
    };
    req.flushHeaders();
    next();
  });
}

/** Sends the start of a request's headers and nothing more; resolves with what came back once the server closes. */
export function stallHeaders(port: number): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('POST /api/Profile/ModifyProfile HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    });
    socket.setEncoding('utf8');
    socket.on('data', (piece: string) => (text += piece));
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, ms: performance.now() - started }));
  });
}
