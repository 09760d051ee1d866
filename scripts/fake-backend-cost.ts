/**
 * What one request of the in-browser fake backend costs the page's main thread (issue 35: none over 16 ms on a
 * desktop core), with the browser's persistence: localStorage (a Map stands in for it) and the tabs' lock.
 * `npx tsx scripts/fake-backend-cost.ts`
 *
 * For each request it prints the median and the worst of several runs of:
 * - answer: from the request to its answer, all of it on the thread (the handlers do no I/O);
 * - save slice: the longest of the steps that save the request's changes after the answer;
 * - before: what the single stored state cost each request until decision 0072, on the same state: a structured
 *   clone of the whole state for the rollback, then the whole state stringified and written (the handler's own
 *   work, the "answer", came on top).
 * On the seeded state; after a busy session (orders and notices multiplied); for the first request after a
 * reload (its tables read at their first use); and for the first request after the demo clock jumps an hour and
 * a day (the clockwork catches up then).
 */
import { getResponse } from 'msw';
import type { SessionGrant } from '../src/api/account/account';
import * as endpoints from '../src/api/endpoints';
import type { Endpoint } from '../src/api/endpoints';
import type { Envelope } from '../src/api/types';
import { clock } from '../src/mocks/clock';
import { attachPersistence, db, detached, skipShared } from '../src/mocks/db';
import { DEMO } from '../src/mocks/db/seed';
import { callHandlers } from '../src/mocks/handlers';
import { webStoragePersistence } from '../src/mocks/webStorage';
import { signedRequest } from '../tests/mocks/signedFetch';

const RUNS = 15;
const HOUR = 3_600_000;

/** localStorage's stand-in: strings by key (setItem copies nothing more than a Map does). */
const storage = new Map<string, string>();
const webStorage = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
};

/** The tabs' Web Lock: one holder at a time. */
let held: Promise<unknown> = Promise.resolve();
function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const run = held.then(work);
  held = run.catch(() => undefined);
  return run;
}

/**
 * The saving steps after the answer run in timer callbacks (the db pauses with setTimeout between slices): a
 * step lasts from its callback's start to the next pause, or to the end of its promise jobs.
 */
const slices: number[] = [];
let stepStart: number | null = null;
function stepEnded(): void {
  if (stepStart !== null) slices.push(performance.now() - stepStart);
  stepStart = null;
}
const plainTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((callback: () => void, ms?: number) => {
  stepEnded();
  return plainTimeout(() => {
    stepStart = performance.now();
    callback();
    // the step ends with its promise jobs at the latest: before the event loop's next turn
    setImmediate(stepEnded);
  }, ms);
}) as typeof setTimeout;

const persistence = webStoragePersistence(webStorage, exclusive);

async function call(endpoint: Endpoint, token: string, payload = {}): Promise<Envelope<unknown>> {
  const timestamp = String(Math.floor(clock.now() / 1000));
  const response = await getResponse(callHandlers(), signedRequest(endpoint, payload, { token, timestamp }));
  if (!response) throw new Error(`no handler for ${endpoint.path}`);
  return (await response.json()) as Envelope<unknown>;
}

/** Until the lock is free again: the save after the last answer is done. */
const saved = () => exclusive(async () => undefined);

interface Cost {
  answer: number;
  slice: number;
  before: number;
}

/** What the single stored state cost per request on the state as it is now. */
function costBefore(): number {
  const state = detached(db());
  const start = performance.now();
  structuredClone(state);
  const text = JSON.stringify({ v: { version: 16, state, clockSkip: 0 }, e: Date.now() });
  webStorage.setItem('before', text);
  return performance.now() - start;
}

async function measure(endpoint: Endpoint, token: string, payload = {}): Promise<Cost> {
  await saved();
  slices.length = 0;
  stepStart = null;
  const start = performance.now();
  const reply = await call(endpoint, token, payload);
  const answer = performance.now() - start;
  if (reply.code !== 200 && reply.code !== 400) throw new Error(`${endpoint.path}: ${JSON.stringify(reply)}`);
  await saved();
  stepEnded();
  return { answer, slice: Math.max(0, ...slices), before: costBefore() };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => value.toFixed(1).padStart(6);

function print(label: string, costs: Cost[]): void {
  const pick = (key: keyof Cost) => costs.map((cost) => cost[key]);
  const answers = pick('answer');
  console.log(
    `${label.padEnd(44)} answer ${ms(median(answers))} (worst ${ms(Math.max(...answers))})` +
      `  save slice ${ms(Math.max(...pick('slice')))}  before ${ms(median(pick('before')))} ms`,
  );
}

const P = endpoints.Profile;
const ADDRESS = {
  recipientName: 'Li Na',
  recipientPhoneRegion: '+86',
  recipientPhoneNumber: '13912345678',
  deliveryMethod: 'pickup',
};
const REQUESTS: [string, Endpoint, object][] = [
  ['site settings (Public/getConfig)', endpoints.Public.getConfig, {}],
  ['goods list', endpoints.Treasure.GetGoodsList, { page: 1, limit: 10 }],
  ['my profile', P.GetMyProfile, {}],
  ['my orders', P.GetMyOrderList, { page: 1, limit: 10 }],
  ['my notices', endpoints.Message.GetMyNoticeList, { page: 1, limit: 10 }],
  ['save the address (a write)', P.ModifyAddress, {}],
];

async function round(title: string, token: string): Promise<void> {
  console.log(`\n${title} — state ${(JSON.stringify(db()).length / 1024).toFixed(0)} KB`);
  for (const [label, endpoint, payload] of REQUESTS) {
    const costs: Cost[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const body = endpoint === P.ModifyAddress ? { ...ADDRESS, address: `${run} Xihu Road` } : payload;
      costs.push(await measure(endpoint, token, body));
    }
    print(label, costs);
  }
}

/** Many orders and notices, as a long demo session leaves them: copies of the seeded ones with new ids. */
function busySession(): void {
  const state = db();
  const orders = detached(state.orders);
  const notices = detached(state.notices);
  for (let copy = 1; copy <= 8; copy += 1) {
    for (const order of orders) state.orders.push({ ...order, id: (state.seq.order += 1) });
    for (const notice of notices) state.notices.push({ ...notice, id: (state.seq.notice += 1) });
  }
}

async function main(): Promise<void> {
  let start = performance.now();
  attachPersistence(persistence);
  await saved();
  console.log(`first visit: seeded in ${ms(performance.now() - start)} ms (state saved after, in slices)`);
  // The seed leaves a heap of garbage whose collection would land in whichever step comes next; with
  // NODE_OPTIONS=--expose-gc it is collected here, so the rounds below measure the requests.
  (globalThis as { gc?: () => void }).gc?.();
  const { phoneRegion, phoneNumber, password } = DEMO;
  const grant = (await call(P.SignIn, '', { phoneRegion, phoneNumber, password })) as Envelope<SessionGrant>;
  const token = grant.data.token;

  await round('seeded state', token);

  start = performance.now();
  attachPersistence(persistence);
  console.log(`\nreload: head read in ${ms(performance.now() - start)} ms`);
  print('first request after the reload (my profile)', [await measure(P.GetMyProfile, token)]);

  busySession();
  await saved();
  await call(P.GetMyProfile, token);
  await round('after a busy session', token);

  await skipShared(HOUR);
  print('first request after the clock jumps an hour', [await measure(P.GetMyProfile, token)]);
  await skipShared(24 * HOUR);
  print('first request after the clock jumps a day', [await measure(P.GetMyProfile, token)]);
}

await main();
