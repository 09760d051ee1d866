import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Endpoint } from '../../src/api/endpoints';
import { server } from '../../src/mocks/node';
import { goOnline } from '../network';

/** What a page says of a send whose answer was lost (error.sendFate.*). */
export const FATE = {
  done: 'It went through: the server has it. It was not sent again.',
  notDone: 'It did not go through: nothing was taken. You can send it again.',
  unknown: 'We could not check yet whether it went through. It will not be sent again by itself.',
};

/** The client's refusal while offline, as its toast says it. */
export const offlineRefusal = () => screen.findByText(/You are offline\. Nothing was sent/);

/** Back online, and a while (real time) for anything held back to leave: nothing may. */
export async function backOnlineAWhile() {
  goOnline();
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

/** A read that answers `passes` more times, then fails once with a network error (a check after a loss). */
export function dropReadAfter(endpoint: Endpoint, passes: number) {
  let seen = 0;
  server.use(
    http.get(`*${endpoint.path}`, () => {
      seen += 1;
      return seen === passes + 1 ? HttpResponse.error() : undefined;
    }),
  );
}
