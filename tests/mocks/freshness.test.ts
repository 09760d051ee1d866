import type { TransferResult } from '../../src/api/payment/payment';
import { REQUEST_EXPIRED, REQUEST_REPLAYED } from '../../src/lib/errors';
import { clock } from '../../src/mocks/clock';
import { FRESHNESS_WINDOW_MS } from '../../src/mocks/http/freshness';
import type { Envelope } from '../../src/api/types';
import { createPayPassword, PAY_PASSWORD, Pay } from './myHelpers';
import { USERS, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { signedRequest, signInDemo, type CallOptions } from './signedFetch';
import { demoUser, snapshot } from './treasureHelpers';

withFrozenClock();

const body = () => ({ receiverId: userAt(USERS.emily).uid, amount: 5, payPassword: PAY_PASSWORD });
const seconds = (ms: number) => String(Math.floor(ms / 1000));

async function reply(request: Request): Promise<Envelope<unknown>> {
  return (await (await fetch(request)).json()) as Envelope<unknown>;
}

async function signedIn() {
  const token = await signInDemo();
  await createPayPassword(token);
  return token;
}

const transferRequest = (token: string, options: CallOptions = {}) =>
  signedRequest(Pay.Transfer, body(), { token, ...options });

describe('fake backend: a signed request is fresh and taken once', () => {
  it.each([
    ['0', '0'],
    ['a year old', seconds(T0 - 365 * 24 * 3600_000)],
    ['in 2100', seconds(Date.UTC(2100, 0, 1))],
    ['not a number', 'abc'],
    ['six minutes old', seconds(T0 - 6 * 60_000)],
    ['six minutes ahead', seconds(T0 + 6 * 60_000)],
  ])('refuses a timestamp %s with the server’s time, and moves nothing', async (_, timestamp) => {
    const token = await signedIn();
    const before = snapshot();
    const answer = await reply(transferRequest(token, { timestamp, lang: 'ru_ru' }));
    expect(answer).toEqual({
      code: REQUEST_EXPIRED,
      msg: 'Срок запроса истёк: проверьте время на устройстве и повторите',
      data: { server_time: T0 },
    });
    expect(snapshot()).toBe(before);
  });

  it('takes a request signed within five minutes either side of its clock', async () => {
    const token = await signedIn();
    const usdt = demoUser().usdtBalance;
    for (const at of [T0 - FRESHNESS_WINDOW_MS, T0 + FRESHNESS_WINDOW_MS]) {
      const answer = await reply(transferRequest(token, { timestamp: seconds(at) }));
      expect(answer.code).toBe(200);
    }
    expect(demoUser().usdtBalance).toBeCloseTo(usdt - 10, 6);
  });

  it('carries out the same signed request once: a replay is refused and moves nothing', async () => {
    const token = await signedIn();
    const usdt = demoUser().usdtBalance;
    const request = transferRequest(token);
    const replays = [request.clone(), request.clone()];
    expect((await reply(request)).code).toBe(200);
    const afterFirst = snapshot();
    for (const replay of replays) {
      expect(await reply(replay)).toEqual({
        code: REQUEST_REPLAYED,
        msg: 'This request was already received; it was not carried out again',
        data: { server_time: T0 },
      });
    }
    expect(snapshot()).toBe(afterFirst);
    expect(demoUser().usdtBalance).toBeCloseTo(usdt - 5, 6);
  });

  it('refuses a nonce used again in the same second, takes it in another second or from another user', async () => {
    const token = await signedIn();
    const other = await signInDemo();
    const timestamp = seconds(T0);
    const read = (options: CallOptions) => signedRequest(Pay.GetRecentlyUser, {}, options);
    expect((await reply(read({ token, timestamp, nonce: '77' }))).code).toBe(200);
    expect((await reply(read({ token, timestamp, nonce: '77' }))).code).toBe(REQUEST_REPLAYED);
    expect((await reply(read({ token, timestamp: seconds(T0 - 1000), nonce: '77' }))).code).toBe(200);
    expect((await reply(read({ token: other, timestamp, nonce: '77' }))).code).toBe(200);
  });

  it('forgets a nonce once its request is out of the window', async () => {
    const token = await signedIn();
    const signedAt = seconds(T0);
    const read = () => signedRequest(Pay.GetRecentlyUser, {}, { token, timestamp: signedAt, nonce: '9' });
    expect((await reply(read())).code).toBe(200);
    clock.advance(FRESHNESS_WINDOW_MS + 2000);
    // Too old now: refused for its time, not taken as new.
    expect((await reply(read())).code).toBe(REQUEST_EXPIRED);
  });

  it('checks the signature before the time: an altered request is refused as such', async () => {
    const token = await signedIn();
    const answer = await reply(transferRequest(token, { timestamp: '0', sign: 'forged' }));
    expect(answer.code).toBe(403);
  });
});

describe('the transfer answer', () => {
  it('is the usual one for a fresh request', async () => {
    const token = await signedIn();
    const answer = (await reply(transferRequest(token))) as Envelope<TransferResult>;
    expect(answer.code).toBe(200);
    expect(answer.data.orderNo).toBeTruthy();
  });
});
