import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Endpoint } from '../src/api/endpoints';
import { server } from '../src/mocks/node';
import { DOUBLE_TAP_MS } from '../src/ui/useSendGuard';
import en from '../locales/en/error.json';

/**
 * Steps the tests of money actions share (issue 32), beside tests/network.ts: a request lost before the server
 * did anything, a moment of real time for anything held back to show itself, and what the page says of a send
 * whose answer was lost.
 */

/** The next call of `endpoint` fails on the way there (a network error): the server never sees it. */
export function loseRequestOnce(endpoint: Endpoint) {
  const handler = endpoint.method === 'GET' ? http.get : http.post;
  server.use(handler(`*${endpoint.path}`, () => HttpResponse.error(), { once: true }));
}

const realTime = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** Real time passes (300 ms): a send held back while offline would leave now. */
export const aMomentLater = () => realTime(300);

/** Long enough after the last tap that the next is not taken for a double tap. */
export const pastDoubleTap = () => realTime(DOUBLE_TAP_MS + 50);

/** The offline refusal the client shows at once. */
export const OFFLINE_TEXT = en.offline;

/** What the page says once it has read whether the send went through. */
export const FATE_TEXT = {
  done: en.sendFate.done,
  notDone: en.sendFate.notDone,
  unknown: en.sendFate.unknown,
} as const;

/** The page's word on a lost answer, once the server has been read. */
export const findFate = (fate: keyof typeof FATE_TEXT) => screen.findByText(FATE_TEXT[fate]);

/** The password sheet of a send that has ended is gone, its number keyboard too (before the next send asks). */
export const passwordSheetGone = () =>
  waitFor(() => expect(document.querySelector('.adm-number-keyboard')).toBeNull());
