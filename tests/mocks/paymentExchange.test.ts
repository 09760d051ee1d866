import type { Page } from '../../src/api/types';
import type { ExchangeRate, ExchangeRecord } from '../../src/api/wallet/wallet';
import { clock } from '../../src/mocks/clock';
import { createPayPassword, expectLedgerBalanced, lastLine, PAY_PASSWORD, W } from './myHelpers';
import { send, signInAt, USERS, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { refused, snapshot } from './treasureHelpers';

withFrozenClock();

const rate = (token: string, from: string, to: string) =>
  send<ExchangeRate>(W.exchangeRate, token, { from, to });
const exchange = (token: string, body: Record<string, unknown>) =>
  send<ExchangeRecord>(W.exchange, token, { pay_password: PAY_PASSWORD, ...body });
const demo = () => userAt(USERS.demo);

async function expectRefused(reply: Promise<unknown>, msg: string) {
  const before = snapshot();
  expect(await reply).toEqual(refused(msg));
  expect(snapshot()).toBe(before);
}

describe('fake backend: exchange rates', () => {
  it.each([
    ['balance', 'points', 100, 1],
    ['points', 'balance', 0.01, 100],
    ['qc', 'balance', 2, 1],
    ['balance', 'qc', 0.5, 1],
    ['qc', 'points', 200, 1],
    ['points', 'qc', 0.005, 100],
  ])('%s → %s: %d a unit, 2 %% fee, at least %d', async (from, to, perUnit, min) => {
    const token = await signInDemo();
    expect((await rate(token, from, to)).data).toEqual({
      from,
      to,
      rate: perUnit,
      fee_ratio: 0.02,
      min,
      quote_time: T0,
    });
  });

  it('refuses a unit with itself, a chain wallet’s token and nonsense', async () => {
    const token = await signInDemo();
    for (const [from, to] of [
      ['qc', 'qc'],
      ['QC', 'balance'],
      ['balance', 'USDT'],
      ['gold', 'points'],
      ['', ''],
    ]) {
      expect(await rate(token, from ?? '', to ?? '')).toEqual(
        refused('These cannot be exchanged for each other'),
      );
    }
    expect((await rate('', 'balance', 'points')).code).toBe(-2000);
  });
});

describe('fake backend: exchange', () => {
  it('needs a payment password, the right one', async () => {
    const token = await signInDemo();
    await expectRefused(
      exchange(token, { from: 'balance', to: 'points', amount: 10 }),
      'No payment password set',
    );
    await createPayPassword(token);
    await expectRefused(
      exchange(token, { from: 'balance', to: 'points', amount: 10, pay_password: '246801' }),
      'Wrong payment password',
    );
  });

  it('refuses less than the minimum, more than the user holds, and amounts finer than the unit', async () => {
    const token = await signInDemo();
    await createPayPassword(token);
    await expectRefused(
      exchange(token, { from: 'balance', to: 'points', amount: 0.5 }),
      'The amount is below the minimum',
    );
    await expectRefused(
      exchange(token, { from: 'points', to: 'qc', amount: 99 }),
      'The amount is below the minimum',
    );
    await expectRefused(
      exchange(token, { from: 'balance', to: 'qc', amount: 1_000.01 }),
      'Insufficient balance',
    );
    await expectRefused(
      exchange(token, { from: 'qc', to: 'balance', amount: 300.5 }),
      'Insufficient balance',
    );
    await expectRefused(
      exchange(token, { from: 'points', to: 'balance', amount: 5_001 }),
      'Insufficient points',
    );
    await expectRefused(
      exchange(token, { from: 'points', to: 'balance', amount: 150.5 }),
      'Please enter a valid amount',
    );
    await expectRefused(
      exchange(token, { from: 'balance', to: 'points', amount: -10 }),
      'Please enter a valid amount',
    );
    await expectRefused(
      exchange(token, { from: 'qc', to: 'qc', amount: 10 }),
      'These cannot be exchanged for each other',
    );
  });

  it('gives amount × rate × (1 − fee_ratio) without a wallet, both sides in the ledger', async () => {
    const token = await signInDemo();
    await createPayPassword(token);
    const { balance, integral } = demo();
    const reply = await exchange(token, { from: 'balance', to: 'points', amount: 10 });
    expect(reply).toEqual({
      code: 200,
      msg: 'Exchange successful',
      data: {
        id: expect.any(Number),
        from: 'balance',
        to: 'points',
        amount: 10,
        received: 980,
        rate: 100,
        fee: 20,
        wallet_id: null,
        create_time: T0,
      },
    });
    expect(demo()).toMatchObject({ balance: balance - 10, integral: integral + 980 });
    expect(lastLine(demo(), 'balance')).toMatchObject({
      amount: -10,
      title: expect.objectContaining({ en_us: 'Exchange: Balance → Points' }),
    });
    expect(lastLine(demo(), 'points')).toMatchObject({ amount: 980, after: integral + 980 });
    expectLedgerBalanced(demo());
  });

  it('rounds down to what the unit allows: cents, whole points', async () => {
    const token = await signInDemo();
    await createPayPassword(token);
    const qc = demo().qcBalance;
    const toQc = await exchange(token, { from: 'points', to: 'qc', amount: 150 });
    expect(toQc.data).toMatchObject({ received: 0.73, fee: 0.02 });
    expect(demo().qcBalance).toBe(qc + 0.73);
    const toPoints = await exchange(token, { from: 'balance', to: 'points', amount: 1.01 });
    expect(toPoints.data).toMatchObject({ received: 98, fee: 3 });
    const qcToBalance = await exchange(token, { from: 'qc', to: 'balance', amount: 12.34 });
    expect(qcToBalance.data).toMatchObject({ received: 24.18, rate: 2 });
    expect(lastLine(demo(), 'QC')).toMatchObject({ amount: -12.34 });
    expectLedgerBalanced(demo());
  });

  it('takes an optional wallet_id and ignores it for in-app units', async () => {
    const token = await signInDemo();
    await createPayPassword(token);
    expect((await exchange(token, { wallet_id: 7, from: 'qc', to: 'points', amount: 1 })).data.received).toBe(
      196,
    );
  });
});

describe('fake backend: exchangeLog', () => {
  it('lists the user’s exchanges newest first', async () => {
    const token = await signInDemo();
    await createPayPassword(token);
    await exchange(token, { from: 'balance', to: 'points', amount: 10 });
    clock.advance(1_000);
    await exchange(token, { from: 'qc', to: 'balance', amount: 5 });
    const log = await send<Page<ExchangeRecord>>(W.exchangeLog, token, { pageIndex: 1, pageSize: 20 });
    expect(log.data.total).toBe(2);
    expect(log.data.list.map((r) => [r.from, r.to, r.amount, r.received, r.create_time])).toEqual([
      ['qc', 'balance', 5, 9.8, T0 + 1_000],
      ['balance', 'points', 10, 980, T0],
    ]);
    const emily = await signInAt(USERS.emily);
    expect((await send(W.exchangeLog, emily, { pageIndex: 1, pageSize: 20 })).data).toEqual({
      list: [],
      total: 0,
    });
    expect((await send(W.exchangeLog, '')).code).toBe(-2000);
  });
});
