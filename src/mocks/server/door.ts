import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyLimit, tooLarge } from '../http/limits';
import { CODE, fail, toEnvelope, type Reply } from '../http/reply';
import { langOf } from '../texts/messages';
import { ANSWER_HEADERS } from './cors';

/**
 * What came through the door: the whole body as it arrived, in chunks (none for GET), a refusal to answer
 * with, or nobody left to answer.
 */
export type Arrival = { body: Buffer[] | undefined } | { refusal: Reply } | { gone: true };

/** Whether the request's Content-Length already says its body is over the limit for its kind. */
export const declaredTooLarge = (req: IncomingMessage): boolean =>
  Number(req.headers['content-length']) > bodyLimit(req.headers['content-type']);

/**
 * Reads a request's body within its kind's size limit (http/limits) and the idle timeout. A Content-Length over
 * the limit is refused before a byte of the body is read; a body without one is counted as it comes and
 * refused, and no longer read, as soon as it passes the limit. Chunks are only gathered here, not joined, so
 * a large body coming in slowly costs the other requests nothing.
 */
export function receive(req: IncomingMessage, idleMs: number): Promise<Arrival> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve({ body: undefined });
  const limit = bodyLimit(req.headers['content-type']);
  if (declaredTooLarge(req)) return Promise.resolve({ refusal: tooLarge(limit).reply });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const idle = setTimeout(() => settle({ refusal: fail(CODE.timedOut, 'requestTimedOut') }), idleMs);
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return settle({ refusal: tooLarge(limit).reply });
      chunks.push(chunk);
      idle.refresh();
    };
    const onEnd = () => settle({ body: chunks });
    const onGone = () => settle({ gone: true });
    function settle(arrival: Arrival) {
      clearTimeout(idle);
      req.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone);
      if (!('body' in arrival)) req.pause();
      resolve(arrival);
    }
    req.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onGone);
  });
}

/**
 * Answers a refusal at the door as every answer is made (an envelope in the request's language, the CORS and
 * CSP headers), with the refusal's code as the HTTP status; then closes the connection once the answer is
 * written, so that a client still sending a body it was refused stops instead of sending the rest.
 */
export function refuse(req: IncomingMessage, res: ServerResponse, refusal: Reply): void {
  const envelope = JSON.stringify(toEnvelope(refusal, langOf([req.headers.lang ?? []].flat()[0] ?? null)));
  res.once('finish', () => req.socket.destroy());
  res
    .writeHead(refusal.code, {
      ...ANSWER_HEADERS,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(envelope),
      Connection: 'close',
    })
    .end(envelope);
}
