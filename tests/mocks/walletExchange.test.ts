import type { Page } from '../../src/api/types';
import { money, toWire, truncate } from '../../src/lib/money';
import type { ExchangeRate, ExchangeRecord, TokenBalance } from '../../src/api/wallet/wallet';
import { clock } from '../../src/mocks/clock';
import { priceOf, tokenRate } from '../../src/mocks/handlers/wallet/db/wallets';
import { send } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import {
  expectRefused,
  held,
  logOf,
  mainOf,
  paid,
  requestId,
  W,
  WALLET_USERS,
  walletUser,
} from './walletHelpers';

withFrozenClock();

const HOUR = 3_600_000;
const { minjun } = WALLET_USERS;

const rateOf = async (token: string, from: string, to: string) =>
  (await send<ExchangeRate>(W.exchangeRate, token, { wallet_id: mainOf(minjun).id, from, to }))
    .data as ExchangeRate;

const exchange = (token: string, body: Record<string, unknown>) =>
  paid<ExchangeRecord>(W.exchange, token, { wallet_id: mainOf(minjun).id, ...body });

/** The first whole hour after T0 at which QC's rate has moved more than 1 %. */
function hoursUntilDrift(): number {
  const start = tokenRate('QC', 'USDT', T0);
  for (let h = 1; h < 72; h += 1)
    if (Math.abs(tokenRate('QC', 'USDT', T0 + h * HOUR) - start) > start * 0.01) return h;
  throw new Error('QC never drifted');
}

describe('fake backend: token rates', () => {
  it('price(from) / price(to) now, 0.3 % fee, min QC 1 / USDT 1 / TRX 10, with the quote time', async () => {
    const token = await walletUser(minjun);
    const id = mainOf(minjun).id;
    const qc = priceOf('QC', T0);
    expect(qc).toBeGreaterThan(0.4);
    expect(qc).toBeLessThan(0.6);
    expect(await rateOf(token, 'QC', 'USDT')).toEqual({
      from: 'QC',
      to: 'USDT',
      wallet_id: id,
      rate: qc,
      fee_ratio: 0.003,
      min: 1,
      quote_time: T0,
    });
    expect(await rateOf(token, 'USDT', 'TRX')).toMatchObject({ rate: 4, min: 1 });
    expect(await rateOf(token, 'TRX', 'USDT')).toMatchObject({ rate: 0.25, min: 10 });
    expect((await rateOf(token, 'TRX', 'QC')).rate).toBe(Number((0.25 / qc).toFixed(6)));
  });

  it('QC drifts smoothly with the clock, the same time giving the same price', async () => {
    const token = await walletUser(minjun);
    const start = (await rateOf(token, 'QC', 'USDT')).rate;
    clock.setNow(T0 + 60_000);
    const minuteLater = (await rateOf(token, 'QC', 'USDT')).rate;
    expect(Math.abs(minuteLater - start)).toBeLessThan(start * 0.001);
    clock.setNow(T0 + hoursUntilDrift() * HOUR);
    const later = await rateOf(token, 'QC', 'USDT');
    expect(Math.abs(later.rate - start)).toBeGreaterThan(start * 0.01);
    expect(later.quote_time).toBe(T0 + hoursUntilDrift() * HOUR);
    const tokens = await send<TokenBalance[]>(W.tokenList, token, { wallet_id: mainOf(minjun).id });
    expect(tokens.data?.[0]?.price_usdt).toBe(later.rate);
    clock.setNow(T0);
    expect((await rateOf(token, 'QC', 'USDT')).rate).toBe(start);
  });

  it('refuses a mall unit with a token and another user’s account', async () => {
    const token = await walletUser(minjun);
    const id = mainOf(minjun).id;
    await expectRefused(
      send(W.exchangeRate, token, { wallet_id: id, from: 'qc', to: 'USDT' }),
      'These cannot be exchanged for each other',
    );
    await expectRefused(
      send(W.exchangeRate, token, { wallet_id: id, from: 'QC', to: 'QC' }),
      'These cannot be exchanged for each other',
    );
    await expectRefused(
      send(W.exchangeRate, token, { wallet_id: mainOf(WALLET_USERS.lucas).id, from: 'QC', to: 'USDT' }),
      'Wallet not found',
      404,
    );
  });
});

describe('fake backend: exchanging tokens', () => {
  it('amount × rate × (1 − 0.3 %), rounded down to the cent; both sides logged; listed with its wallet_id', async () => {
    const token = await walletUser(minjun);
    const reply = await exchange(token, { from: 'TRX', to: 'USDT', amount: 100, rate: 0.25 });
    expect(reply).toMatchObject({ code: 200, msg: 'Exchange successful' });
    expect(reply.data).toEqual({
      id: expect.any(Number),
      from: 'TRX',
      to: 'USDT',
      amount: 100,
      received: 24.92,
      rate: 0.25,
      fee: 0.08,
      wallet_id: mainOf(minjun).id,
      create_time: T0,
    });
    expect(held(mainOf(minjun), 'TRX')).toBe(200);
    expect(held(mainOf(minjun), 'USDT')).toBe(104.92);
    const lines = logOf(mainOf(minjun)).slice(-2);
    expect(lines.map((l) => [l.kind, l.symbol, l.amount])).toEqual([
      ['exchange', 'TRX', -100],
      ['exchange', 'USDT', 24.92],
    ]);
    expect(lines[0]?.txHash).toBe(lines[1]?.txHash);
    const log = await send<Page<ExchangeRecord>>(W.exchangeLog, token, {
      wallet_id: mainOf(minjun).id,
      pageIndex: 1,
      pageSize: 20,
    });
    expect(log.data?.list.map((r) => r.id)).toEqual([reply.data?.id]);
    const mall = await send<Page<ExchangeRecord>>(W.exchangeLog, token, { pageIndex: 1, pageSize: 20 });
    expect(mall.data?.list.every((r) => r.wallet_id === null)).toBe(true);
  });

  it('takes a rate within 1 % of now, refuses one that moved more', async () => {
    const token = await walletUser(minjun);
    const quoted = await rateOf(token, 'QC', 'USDT');
    clock.setNow(T0 + 60_000);
    expect((await exchange(token, { from: 'QC', to: 'USDT', amount: 10, rate: quoted.rate })).code).toBe(200);
    clock.setNow(T0 + hoursUntilDrift() * HOUR);
    // Whatever the clock decided by then (a day's issuance) is applied before the refusal is checked.
    await send(W.tokenList, token, { wallet_id: mainOf(minjun).id });
    await expectRefused(
      exchange(token, { from: 'QC', to: 'USDT', amount: 10, rate: quoted.rate }),
      'The rate has changed: check the new amount',
    );
    const fresh = await rateOf(token, 'QC', 'USDT');
    expect((await exchange(token, { from: 'QC', to: 'USDT', amount: 10, rate: fresh.rate })).code).toBe(200);
  });

  it('pays at the rate the user confirmed while it holds, not at the rate of the moment it arrives', async () => {
    const token = await walletUser(minjun);
    const quoted = await rateOf(token, 'QC', 'USDT');
    // Within 1 % of now, but not now's: what the confirmation showed is what arrives.
    const shown = Number((quoted.rate * 1.005).toFixed(6));
    const reply = await exchange(token, { from: 'QC', to: 'USDT', amount: 100, rate: shown });
    expect(reply.code).toBe(200);
    expect(reply.data?.rate).toBe(shown);
    expect(reply.data?.received).toBe(toWire(truncate(money(100).times(shown).times(0.997), 2)));
  });

  it('refuses bad input, changing nothing; sends once per request_id', async () => {
    const token = await walletUser(minjun);
    await expectRefused(exchange(token, { from: 'TRX', to: 'USDT', amount: 100 }), 'Invalid request');
    await expectRefused(
      exchange(token, { from: 'TRX', to: 'USDT', amount: 100, rate: 0.25, request_id: undefined }),
      'Invalid request',
    );
    await expectRefused(
      exchange(token, { from: 'TRX', to: 'USDT', amount: 9.99, rate: 0.25 }),
      'The amount is below the minimum',
    );
    await expectRefused(
      exchange(token, { from: 'TRX', to: 'USDT', amount: 300.01, rate: 0.25 }),
      'Insufficient balance',
    );
    await expectRefused(
      exchange(token, { from: 'TRX', to: 'qc', amount: 100, rate: 0.25 }),
      'These cannot be exchanged for each other',
    );
    await expectRefused(
      exchange(token, { from: 'TRX', to: 'USDT', amount: 100, rate: 0.25, pay_password: '246801' }),
      'Wrong payment password',
    );
    const id = requestId();
    const first = await exchange(token, { from: 'TRX', to: 'USDT', amount: 100, rate: 0.25, request_id: id });
    expect(
      await exchange(token, { from: 'TRX', to: 'USDT', amount: 100, rate: 0.25, request_id: id }),
    ).toEqual(first);
    expect(held(mainOf(minjun), 'TRX')).toBe(200);
  });
});
