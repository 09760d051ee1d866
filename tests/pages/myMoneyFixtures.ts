import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Endpoint } from '../../src/api/endpoints';
import { findUser, setPayPassword } from '../../src/mocks/db/users';
import { server } from '../../src/mocks/node';
import { signInDemo } from './detailsFixtures';
import { freshOnServer } from '../network';

export { signInDemo };

export const PAY_PASSWORD = '135790';

/** The demo, signed in, with a payment password set (straight in the fake database). */
export async function demoWithPayPassword() {
  const grant = await signInDemo();
  const row = findUser(grant.userInfo.uid);
  if (!row) throw new Error('the demo is not in the fake database');
  setPayPassword(row, PAY_PASSWORD);
  return grant;
}

/** The fake database's row of a user, to read what the server holds. */
export function userRow(uid: number) {
  const row = findUser(uid);
  if (!row) throw new Error(`user ${uid} is not in the fake database`);
  return row;
}

/** The JSON body of every request to `endpoint` from now on (the request still reaches the fake backend). */
export function recordBodies(endpoint: Endpoint): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!freshOnServer(request)) return;
    if (new URL(request.url).pathname !== endpoint.path) return;
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => seen.push(body));
  });
  return seen;
}

/** The query of every request to `endpoint` from now on. */
export function recordQueries(endpoint: Endpoint): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!freshOnServer(request)) return;
    const url = new URL(request.url);
    if (url.pathname === endpoint.path) seen.push(url.searchParams);
  });
  return seen;
}

const envelope = (data: unknown, code = 200, msg = 'success') => HttpResponse.json({ code, msg, data });

/** `endpoint` answers with `data` (or fails with `code`) from now on, or only once. */
export function serve(
  endpoint: Endpoint,
  data: unknown,
  options: { code?: number; msg?: string; once?: boolean } = {},
) {
  const handler = endpoint.method === 'GET' ? http.get : http.post;
  server.use(
    handler(`*${endpoint.path}`, () => envelope(data, options.code, options.msg), { once: options.once }),
  );
}

/** A paged endpoint that serves `rows` 20 at a page (or `pageSize` as asked), remembering each query. */
export function servePages<T>(endpoint: Endpoint, rows: T[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`*${endpoint.path}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const size = Number(query.get('pageSize'));
      const start = (Number(query.get('pageIndex')) - 1) * size;
      return envelope({ list: rows.slice(start, start + size), total: rows.length });
    }),
  );
  return queries;
}

/** The UI kit's confirm dialog, found by its title (it carries no accessible name). */
export const kitDialog = async (title: string) =>
  (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]') as HTMLElement;

export const inDialog = async (title: string) => within(await kitDialog(title));

afterEach(() => {
  server.events.removeAllListeners('request:start');
});
