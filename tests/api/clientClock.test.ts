import { http, HttpResponse } from 'msw';
import { buildHeaders, loadHttp } from '../../src/api/client';
import { sendUnread } from './sendUnread';
import * as endpoints from '../../src/api/endpoints';
import { transfer } from '../../src/api/payment/payment';
import { ApiError, OFFLINE, REQUEST_EXPIRED, REQUEST_REPLAYED } from '../../src/lib/errors';
import { resetServerClock, serverNow } from '../../src/lib/serverClock';
import { clock } from '../../src/mocks/clock';
import { server } from '../../src/mocks/node';
import { goOffline, recordCalls } from '../network';
import { demoWithPayPassword, PAY_PASSWORD, userRow } from '../pages/myMoneyFixtures';

const HOUR = 3600_000;
const recent = endpoints.Payment.GetRecentlyUser;

afterEach(() => resetServerClock());

/** The nonces and timestamps of every request that reaches the fake backend from now on. */
function recordSigning() {
  const seen: { nonce: string; timestamp: number }[] = [];
  server.events.on(
    'request:start',
    ({ request }) =>
      void seen.push({
        nonce: request.headers.get('nonce') ?? '',
        timestamp: Number(request.headers.get('timestamp')),
      }),
  );
  return seen;
}

describe.each([
  ['an hour behind the server', () => clock.skip(HOUR)],
  ['an hour ahead of the server', () => clock.setNow(Date.now() - HOUR)],
])('a phone whose clock is %s', (_, skew) => {
  it('learns the server’s time from the first refusal, then signs with it', async () => {
    await demoWithPayPassword();
    skew();
    const signing = recordSigning();
    await expect(sendUnread(recent)).resolves.toEqual(expect.any(Array));
    // Refused for its time (nothing done), signed anew with the server's time, taken.
    expect(signing).toHaveLength(2);
    expect(Math.abs(serverNow() - clock.now())).toBeLessThan(2000);
    expect(Math.abs((signing[1]?.timestamp ?? 0) * 1000 - clock.now())).toBeLessThan(2000);
    await sendUnread(recent);
    expect(signing).toHaveLength(3);
  });

  it('moves money once', async () => {
    const grant = await demoWithPayPassword();
    const receiver = userRow(grant.userInfo.uid + 1);
    skew();
    const before = { sender: userRow(grant.userInfo.uid).usdtBalance, receiver: receiver.usdtBalance };
    await transfer({ receiverId: receiver.uid, amount: 5, payPassword: PAY_PASSWORD });
    expect(userRow(grant.userInfo.uid).usdtBalance).toBeCloseTo(before.sender - 5, 6);
    expect(userRow(receiver.uid).usdtBalance).toBeCloseTo(before.receiver + 5, 6);
  });
});

describe('refusals for how a request was signed', () => {
  it('a replayed refusal is answered by one request with a new nonce', async () => {
    await demoWithPayPassword();
    server.use(
      http.get(
        `*${recent.path}`,
        () => HttpResponse.json({ code: REQUEST_REPLAYED, msg: 'again', data: null }),
        {
          once: true,
        },
      ),
    );
    const signing = recordSigning();
    await expect(sendUnread(recent)).resolves.toEqual(expect.any(Array));
    expect(signing).toHaveLength(2);
    expect(signing[0]?.nonce).not.toBe(signing[1]?.nonce);
  });

  it('is not answered a second time: a server that keeps refusing gets its message back', async () => {
    await demoWithPayPassword();
    const refusal = { code: REQUEST_EXPIRED, msg: 'Request expired', data: { server_time: Date.now() } };
    server.use(http.get(`*${recent.path}`, () => HttpResponse.json(refusal)));
    const signing = recordSigning();
    const error = await sendUnread(recent).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(REQUEST_EXPIRED);
    expect(signing).toHaveLength(2);
  });

  it('signs each request of one second with a nonce of its own (0–10000)', async () => {
    const { sign } = await loadHttp();
    const nonces = new Set<string>();
    const seconds = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const headers = buildHeaders(sign, 'http://localhost/api/x', {});
      nonces.add(`${headers.timestamp}|${headers.nonce}`);
      seconds.add(headers.timestamp ?? '');
      const nonce = Number(headers.nonce);
      expect(Number.isInteger(nonce) && nonce >= 0 && nonce <= 10000).toBe(true);
    }
    expect(nonces.size).toBe(500);
    expect(seconds.size).toBeLessThanOrEqual(2);
  });
});

describe('offline', () => {
  it('refuses a GET of the contract that changes something (a claim) at once, and sends nothing', async () => {
    await demoWithPayPassword();
    const calls = recordCalls();
    goOffline();
    const error = await sendUnread(endpoints.UserOrders.ClaimReward, { id: 1 }, { silent: true }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).code).toBe(OFFLINE);
    expect(calls.calls).toEqual([]);
    calls.stop();
  });
});
