import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { resetShared, skipShared } from '../db';
import { callHandlers } from '../handlers';
import { hangUpAll } from '../hub/socket';
import { mediaHandler } from '../http/media';
import { ANSWER_HEADERS, answerPreflight } from './cors';
import { declaredTooLarge, receive, refuse } from './door';
import { hubUpgrade } from './hubSocket';
import { readMediaFile } from './mediaFiles';
import { ARRIVAL_TIMEOUTS, type ArrivalTimeouts } from './options';

/** The API and the pictures, answered by the same handlers as in the browser. */
const served = [...callHandlers(), mediaHandler(readMediaFile)];

/**
 * The request as the handlers would see it in a browser. Its URL is built from the Host the client used,
 * so the signed `url` field (host:port + path) is checked against the address the app called. The body's
 * chunks are streamed in as they came, not joined: each copy of a 20 MB upload is time no one else is answered.
 */
function toRequest(req: IncomingMessage, chunks: Buffer[] | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const body =
    chunks &&
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
  // Node's Request takes a streamed body only as `duplex: 'half'`, which the DOM's RequestInit does not name.
  const init: RequestInit & { duplex: 'half' } = {
    method: req.method ?? 'GET',
    headers,
    body,
    duplex: 'half',
  };
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, init);
}

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

async function answer(req: IncomingMessage, res: ServerResponse, idleMs: number): Promise<void> {
  if (req.method === 'OPTIONS') return answerPreflight(res);
  const arrival = await receive(req, idleMs);
  if ('gone' in arrival) return;
  if ('refusal' in arrival) return refuse(req, res, arrival.refusal);
  const request = toRequest(req, arrival.body);
  const response =
    (await control(request)) ??
    (await getResponse(served, request)) ??
    Response.json({ code: 404, msg: 'Not found', data: null }, { status: 404 });
  await send(res, response);
}

/**
 * The fake backend (the same MSW handlers, db and hub as in the browser) as a real HTTP server. Node itself
 * ends a request whose headers or whole arrival take too long (408, connection closed); it checks that every
 * `connectionsCheckingInterval`, 30 s unless told, which would let a 10 s headers timeout run to 40 s.
 */
export function createFakeServer(timeouts: ArrivalTimeouts = ARRIVAL_TIMEOUTS): http.Server {
  const limits = {
    headersTimeout: timeouts.headers,
    requestTimeout: timeouts.whole,
    connectionsCheckingInterval: Math.min(1_000, timeouts.headers / 2),
  };
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    answer(req, res, timeouts.idle).catch((error: unknown) => {
      console.error('[fake backend]', req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, ANSWER_HEADERS);
      res.end();
    });
  };
  const server = http.createServer(limits, onRequest);
  // A client that asks before sending its body (`Expect: 100-continue`, as curl does) is told to go on only
  // when the size it declares is within the limit; otherwise it gets the 413 without sending a byte.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (!declaredTooLarge(req)) res.writeContinue();
    onRequest(req, res);
  });
  server.on('upgrade', hubUpgrade());
  return server;
}
