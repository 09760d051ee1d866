import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { getResponse } from 'msw';
import { resetShared, skipShared } from '../db';
import { handlers } from '../handlers';
import { hangUpAll } from '../hub/socket';
import { mediaHandler } from '../http/media';
import { API_RESPONSE_POLICY } from '../../lib/contentSecurityPolicy';
import { answerPreflight, CORS_HEADERS } from './cors';
import { hubUpgrade } from './hubSocket';
import { readMediaFile } from './mediaFiles';

/** The API and the pictures, answered by the same handlers as in the browser. */
const served = [...handlers, mediaHandler(readMediaFile)];

/**
 * The request as the handlers would see it in a browser. Its URL is built from the Host the client used,
 * so the signed `url` field (host:port + path) is checked against the address the app called.
 */
async function toRequest(req: IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await buffer(req);
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { method, headers, body });
}

/** Any origin may call; and nothing in an answer (JSON, a picture) runs or loads anything if opened as a page. */
const ANSWER_HEADERS = { ...CORS_HEADERS, 'Content-Security-Policy': API_RESPONSE_POLICY };

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers = { ...Object.fromEntries(response.headers), ...ANSWER_HEADERS };
  res.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Demo controls, not part of the API: back to the seed, the clock moved ahead (`?ms=60000`), or every live
 * socket closed as a network drop would.
 */
async function control(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  if (request.method !== 'POST') return undefined;
  if (url.pathname === '/__fake/reset') {
    await resetShared();
    return Response.json({ reset: true });
  }
  if (url.pathname === '/__fake/drop-sockets') return Response.json({ dropped: hangUpAll() });
  const ms = Number(url.searchParams.get('ms'));
  if (url.pathname === '/__fake/skip' && Number.isInteger(ms) && ms > 0) {
    await skipShared(ms);
    return Response.json({ skipped: ms });
  }
  return undefined;
}

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'OPTIONS') return answerPreflight(res);
  const request = await toRequest(req);
  const response =
    (await control(request)) ??
    (await getResponse(served, request)) ??
    Response.json({ code: 404, msg: 'Not found', data: null }, { status: 404 });
  await send(res, response);
}

/** The fake backend (the same MSW handlers, db and hub as in the browser) as a real HTTP server. */
export function createFakeServer(): http.Server {
  const server = http.createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      console.error('[fake backend]', req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, ANSWER_HEADERS);
      res.end();
    });
  });
  server.on('upgrade', hubUpgrade());
  return server;
}
