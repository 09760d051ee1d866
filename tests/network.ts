import { act } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import type { Endpoint } from '../src/api/endpoints';
import { clock } from '../src/mocks/clock';
import { callHandlers } from '../src/mocks/handlers';
import { signedWithinWindow } from '../src/mocks/http/freshness';
import { server } from '../src/mocks/node';

/**
 * The network as a phone meets it, for tests of money actions (issue 32): the browser going offline and
 * coming back, an answer lost on its way back after the server did the work, and a record of every call that
 * reached the fake backend.
 */

let onLine: ReturnType<typeof vi.spyOn> | null = null;

afterEach(() => {
  if (!onLine) return;
  onLine.mockRestore();
  onLine = null;
  // A test that ended offline (or failed there) leaves the next one online, TanStack Query's manager included.
  window.dispatchEvent(new Event('online'));
});

function setOnline(value: boolean) {
  onLine ??= vi.spyOn(navigator, 'onLine', 'get');
  onLine.mockReturnValue(value);
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

/** The browser says it is offline (navigator.onLine false and the `offline` event, as a phone in a tunnel). */
export const goOffline = () => setOnline(false);
/** …and back online (the `online` event: anything paused would resume now). */
export const goOnline = () => setOnline(true);

/**
 * Whether the fake backend takes `request` for its time: a test that moves the fake clock far makes the
 * client's next request stale, refused (412) and sent again signed with the server's time (docs/api.md
 * "Freshness"). Recorders of what a page asked count the request the server took, not that refusal.
 */
export const freshOnServer = (request: Request): boolean =>
  signedWithinWindow(request.headers.get('timestamp') ?? '', clock.now()) !== null;

/**
 * Every call that reaches the fake backend from now on and is taken for its time, as
 * `'POST /api/Payment/Transfer'` (method and path); `stop()` ends the recording.
 */
export function recordCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (!freshOnServer(request)) return;
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  return {
    calls,
    /** the calls of one endpoint so far */
    of: (endpoint: Endpoint) => calls.filter((c) => c === `${endpoint.method} ${endpoint.path}`).length,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/** The next call of `endpoint` reaches the fake backend, which does what it asks; the page gets `answer()`. */
function actThenAnswer(endpoint: Endpoint, answer: () => Response) {
  const handler = endpoint.method === 'GET' ? http.get : http.post;
  server.use(
    handler(
      `*${endpoint.path}`,
      async ({ request }) => {
        await getResponse(callHandlers(), request);
        return answer();
      },
      { once: true },
    ),
  );
}

/**
 * The next call of `endpoint` reaches the fake backend, which does what it asks, but its answer is lost on
 * the way back (a network error): the page cannot know whether it happened.
 */
export const loseAnswerOnce = (endpoint: Endpoint) => actThenAnswer(endpoint, () => HttpResponse.error());

/**
 * The next call of `endpoint` reaches the server, which carries it out and answers success with data of another
 * shape than the app reads (a server that differs from the contract), once.
 */
export const unreadableAnswerOnce = (endpoint: Endpoint) =>
  actThenAnswer(endpoint, () => HttpResponse.json({ code: 200, msg: '', data: { unexpected: true } }));

/** The next call of `endpoint` fails with a 500 and `msg`, once. */
export function failOnce(endpoint: Endpoint, msg = 'server error') {
  const handler = endpoint.method === 'GET' ? http.get : http.post;
  server.use(
    handler(`*${endpoint.path}`, () => HttpResponse.json({ code: 500, msg, data: null }), { once: true }),
  );
}

/**
 * The next call of `endpoint` never reaches the server: a network error before anything was done (the page
 * cannot know that either).
 */
export function dropOnce(endpoint: Endpoint) {
  const handler = endpoint.method === 'GET' ? http.get : http.post;
  server.use(handler(`*${endpoint.path}`, () => HttpResponse.error(), { once: true }));
}
