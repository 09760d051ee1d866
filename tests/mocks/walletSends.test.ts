import { addressOf, keyHashOf } from '../../src/api/wallet/rules/walletAddress';
import type { FeeQuote } from '../../src/api/shared';
import type { Page } from '../../src/api/types';
import type { RechargeRecord } from '../../src/api/account/profile';
import type { RecentTransfer, WalletLogEntry, WalletRechargeOrder } from '../../src/api/wallet/wallet';
import { clock } from '../../src/mocks/clock';
import { RECHARGE_SETTLE_MS } from '../../src/mocks/handlers/payment/db/recharges';
import { P, latestNotice, send, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import {
  expectRefused,
  held,
  logOf,
  mainOf,
  paid,
  requestId,
  SEEDED_WALLETS,
  W,
  WALLET_USERS,
  walletByAddress,
  walletUser,
} from './walletHelpers';

withFrozenClock();

const { minjun, lucas, oliver } = WALLET_USERS;

const transfer = (token: string, body: Record<string, unknown>) =>
  paid<WalletLogEntry>(W.transfer, token, { wallet_id: mainOf(minjun).id, symbol: 'USDT', ...body });

/** Changes the last character of a valid address, so its checksum fails. */
const corrupt = (address: string) => `${address.slice(0, -1)}${address.endsWith('1') ? '2' : '1'}`;

describe('fake backend: fee quotes', () => {
  it('transfer: QC 1, USDT 1, TRX 2; max = balance − fee; recharge 1 % (at least 0.50); withdraw 2 % (at least 2)', async () => {
    const token = await walletUser(minjun);
    const wallet_id = mainOf(minjun).id;
    const quote = async (endpoint: (typeof W)[keyof typeof W], symbol: string, amount: number) =>
      (await send<FeeQuote>(endpoint, token, { wallet_id, symbol, amount })).data;
    expect(await quote(W.transferCalc, 'QC', 10)).toEqual({ fee: 1, actual: 10, min: 0.01, max: 119 });
    expect(await quote(W.transferCalc, 'USDT', 0)).toEqual({ fee: 1, actual: 0, min: 0.01, max: 79 });
    expect(await quote(W.transferCalc, 'TRX', 5)).toEqual({ fee: 2, actual: 5, min: 0.01, max: 298 });
    expect(await quote(W.rechargeFee, 'USDT', 20)).toEqual({ fee: 0.5, actual: 20, min: 10, max: 10_000 });
    expect(await quote(W.rechargeFee, 'USDT', 1_000)).toEqual({
      fee: 10,
      actual: 1_000,
      min: 10,
      max: 10_000,
    });
    expect(await quote(W.calcWithdrawFee, 'USDT', 50)).toEqual({ fee: 2, actual: 50, min: 10, max: 78 });
    const rich = await walletUser(oliver);
    const big = await send<FeeQuote>(W.calcWithdrawFee, rich, {
      wallet_id: mainOf(oliver).id,
      symbol: 'USDT',
      amount: 300,
    });
    // 1,200 USDT: 1,176.47 + 2 % (23.53) = 1,200.
    expect(big.data).toEqual({ fee: 6, actual: 300, min: 10, max: 1_176.47 });
    await expectRefused(
      send(W.rechargeFee, token, { wallet_id, symbol: 'QC', amount: 20 }),
      'This token is not accepted here',
    );
    await expectRefused(
      send(W.calcWithdrawFee, token, { wallet_id, symbol: 'TRX', amount: 20 }),
      'This token is not accepted here',
    );
    await expectRefused(
      send(W.transferCalc, token, { wallet_id, symbol: 'QC', amount: -1 }),
      'Please enter a valid amount',
    );
  });
});

describe('fake backend: Wallet/transfer', () => {
  it('to an address: both sides log it with one hash, the sender pays the fee, the receiver is told', async () => {
    const token = await walletUser(minjun);
    const reply = await transfer(token, { to_address: SEEDED_WALLETS.lucas.main, amount: 10 });
    expect(reply).toMatchObject({ code: 200, msg: 'Transfer successful' });
    expect(reply.data).toMatchObject({
      wallet_id: mainOf(minjun).id,
      symbol: 'USDT',
      kind: 'transfer_out',
      amount: -10,
      fee: 1,
      counterparty: SEEDED_WALLETS.lucas.main,
      create_time: T0,
    });
    expect(held(mainOf(minjun), 'USDT')).toBe(69);
    expect(held(mainOf(lucas), 'USDT')).toBe(510);
    const incoming = logOf(mainOf(lucas)).at(-1);
    expect(incoming).toMatchObject({
      kind: 'transfer_in',
      amount: 10,
      fee: 0,
      counterparty: SEEDED_WALLETS.minjun.main,
    });
    expect(incoming?.txHash).toBe(reply.data?.tx_hash);
    expect(reply.data?.tx_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(latestNotice(lucas)).toMatchObject({
      kind: 'walletTransferReceived',
      refId: mainOf(lucas).id,
      content: { en_us: '김민준 sent 10 USDT to your wallet "Carteira principal".' },
    });
  });

  it('to a UID: that user’s main account, in any token', async () => {
    const token = await walletUser(minjun);
    const reply = await transfer(token, { to_uid: userAt(oliver).uid, symbol: 'TRX', amount: 100 });
    expect(reply.code).toBe(200);
    expect(held(mainOf(minjun), 'TRX')).toBe(198);
    expect(held(mainOf(oliver), 'TRX')).toBe(150);
    expect(held(walletByAddress(SEEDED_WALLETS.oliver.savings), 'TRX')).toBe(1_000);
    expect(latestNotice(oliver)?.content.en_us).toBe('김민준 sent 100 TRX to your wallet "Oliver".');
  });

  it('refuses bad receivers, the same account, too much, bad amounts and passwords, changing nothing', async () => {
    const token = await walletUser(minjun);
    await expectRefused(
      transfer(token, { to_address: corrupt(SEEDED_WALLETS.lucas.main), amount: 1 }),
      'Invalid wallet address',
    );
    await expectRefused(transfer(token, { to_address: 'T123', amount: 1 }), 'Invalid wallet address');
    await expectRefused(
      transfer(token, { to_address: addressOf(keyHashOf('nobody')), amount: 1 }),
      'No wallet has this address',
    );
    await expectRefused(transfer(token, { to_uid: 42, amount: 1 }), 'User not found', 404);
    await expectRefused(transfer(token, { to_uid: userAt(0).uid, amount: 1 }), 'This user has no wallet yet');
    await expectRefused(transfer(token, { amount: 1 }), 'Invalid request');
    await expectRefused(
      transfer(token, { to_address: SEEDED_WALLETS.lucas.main, to_uid: userAt(lucas).uid, amount: 1 }),
      'Invalid request',
    );
    await expectRefused(
      transfer(token, { to_address: SEEDED_WALLETS.minjun.main, amount: 1 }),
      'You cannot send to the same wallet',
    );
    await expectRefused(
      transfer(token, { to_uid: userAt(minjun).uid, amount: 1 }),
      'You cannot send to the same wallet',
    );
    await expectRefused(
      transfer(token, { to_uid: userAt(lucas).uid, amount: 79.01 }),
      'Insufficient balance',
    );
    await expectRefused(
      transfer(token, { to_uid: userAt(lucas).uid, symbol: 'QC', amount: 119.5 }),
      'Insufficient balance',
    );
    await expectRefused(
      transfer(token, { to_uid: userAt(lucas).uid, amount: 0 }),
      'Please enter a valid amount',
    );
    await expectRefused(
      transfer(token, { to_uid: userAt(lucas).uid, amount: 1.005 }),
      'Please enter a valid amount',
    );
    await expectRefused(
      transfer(token, { to_uid: userAt(lucas).uid, symbol: 'BTC', amount: 1 }),
      'Invalid request',
    );
    await expectRefused(
      transfer(token, { to_uid: userAt(lucas).uid, amount: 1, pay_password: '246801' }),
      'Wrong payment password',
    );
    await expectRefused(
      transfer(token, { to_uid: userAt(lucas).uid, amount: 1, request_id: 'short' }),
      'Invalid request',
    );
    await expectRefused(
      transfer(token, { to_uid: userAt(lucas).uid, amount: 1, request_id: undefined }),
      'Invalid request',
    );
    await expectRefused(
      transfer(token, { wallet_id: mainOf(lucas).id, to_uid: userAt(lucas).uid, amount: 1 }),
      'Wallet not found',
      404,
    );
    const demo = await signInDemo();
    await expectRefused(transfer(demo, { to_uid: userAt(lucas).uid, amount: 1 }), 'Create a wallet first');
    // Exactly everything (79 + 1 fee) is allowed.
    expect((await transfer(token, { to_uid: userAt(lucas).uid, amount: 79 })).code).toBe(200);
    expect(held(mainOf(minjun), 'USDT')).toBe(0);
  });

  it('a repeated request_id answers the first answer and moves once', async () => {
    const token = await walletUser(minjun);
    const id = requestId();
    const first = await transfer(token, { to_address: SEEDED_WALLETS.lucas.main, amount: 5, request_id: id });
    const again = await transfer(token, { to_address: SEEDED_WALLETS.lucas.main, amount: 5, request_id: id });
    const twice = await Promise.all([
      transfer(token, { to_address: SEEDED_WALLETS.lucas.main, amount: 5, request_id: id }),
      transfer(token, { to_address: SEEDED_WALLETS.lucas.main, amount: 5, request_id: id }),
    ]);
    expect(again).toEqual(first);
    expect(twice).toEqual([first, first]);
    expect(held(mainOf(minjun), 'USDT')).toBe(74);
    expect(held(mainOf(lucas), 'USDT')).toBe(505);
    // Another user's same id is theirs alone; a new id sends again.
    expect((await transfer(token, { to_address: SEEDED_WALLETS.lucas.main, amount: 5 })).code).toBe(200);
    expect(held(mainOf(minjun), 'USDT')).toBe(68);
  });

  it('getRecentTransferLog: the last distinct receiving addresses, newest first', async () => {
    const token = await walletUser(minjun);
    await transfer(token, { to_address: SEEDED_WALLETS.lucas.main, amount: 1 });
    clock.setNow(T0 + 1_000);
    await transfer(token, { to_uid: userAt(oliver).uid, symbol: 'QC', amount: 2 });
    clock.setNow(T0 + 2_000);
    await transfer(token, { to_address: SEEDED_WALLETS.lucas.main, amount: 3 });
    const recent = await send<RecentTransfer[]>(W.getRecentTransferLog, token);
    expect(recent.data).toEqual([
      { address: SEEDED_WALLETS.lucas.main, symbol: 'USDT', amount: 3, create_time: T0 + 2_000 },
      { address: SEEDED_WALLETS.oliver.main, symbol: 'QC', amount: 2, create_time: T0 + 1_000 },
    ]);
  });
});

describe('fake backend: Wallet/withdraw', () => {
  const withdraw = (token: string, index: number, body: Record<string, unknown>) =>
    paid<WalletLogEntry>(W.withdraw, token, { wallet_id: mainOf(index).id, symbol: 'USDT', ...body });

  it('refused at exactly 500, allowed above; amount + fee out to the bound address', async () => {
    const token = await walletUser(lucas);
    await expectRefused(
      withdraw(token, lucas, { amount: 10 }),
      'The available balance must be above 500 to withdraw',
    );
    const sender = await walletUser(minjun);
    await transfer(sender, { to_address: SEEDED_WALLETS.lucas.main, amount: 0.01 });
    expect(held(mainOf(lucas), 'USDT')).toBe(500.01);
    await expectRefused(withdraw(token, lucas, { amount: 9.99 }), 'The amount is below the minimum');
    await expectRefused(withdraw(token, lucas, { amount: 491 }), 'Insufficient balance');
    await expectRefused(
      withdraw(token, lucas, { amount: 10, pay_password: '246801' }),
      'Wrong payment password',
    );
    await expectRefused(
      withdraw(token, lucas, { amount: 10, symbol: 'QC' }),
      'This token is not accepted here',
    );
    const reply = await withdraw(token, lucas, { amount: 10 });
    expect(reply).toMatchObject({ code: 200, msg: 'Withdrawal submitted' });
    expect(reply.data).toMatchObject({
      kind: 'withdraw',
      symbol: 'USDT',
      amount: -10,
      fee: 2,
      counterparty: SEEDED_WALLETS.lucas.withdrawAddress,
    });
    expect(held(mainOf(lucas), 'USDT')).toBe(488.01);
  });

  it('needs a bound withdrawal address; sends once per request_id', async () => {
    const token = await walletUser(oliver);
    await expectRefused(withdraw(token, oliver, { amount: 100 }), 'Bind a withdrawal address first');
    userAt(oliver).withdrawAddress = SEEDED_WALLETS.lucas.withdrawAddress;
    const id = requestId();
    const first = await withdraw(token, oliver, { amount: 100, request_id: id });
    expect(first.code).toBe(200);
    expect(await withdraw(token, oliver, { amount: 100, request_id: id })).toEqual(first);
    expect(held(mainOf(oliver), 'USDT')).toBe(1_098);
  });
});

describe('fake backend: Wallet/recharge', () => {
  const recharge = (token: string, body: Record<string, unknown>) =>
    send<WalletRechargeOrder>(W.recharge, token, {
      wallet_id: mainOf(minjun).id,
      symbol: 'USDT',
      type: 'card',
      request_id: requestId(),
      ...body,
    });
  const records = async (token: string, query: Record<string, unknown> = {}) =>
    (
      await send<Page<RechargeRecord & { wallet_id: number | null }>>(P.GetRechargeList, token, {
        pageIndex: 1,
        pageSize: 20,
        ...query,
      })
    ).data;

  it('a waiting record of the account, paid 5 s later by the checkout: USDT + amount, a recharge line, a notice', async () => {
    const token = await walletUser(minjun);
    const wallet = mainOf(minjun);
    const mall = (await records(token))?.total;
    const mallUsdt = userAt(minjun).usdtBalance;
    const reply = await recharge(token, { amount: 25 });
    expect(reply).toMatchObject({ code: 200, msg: 'Order created, please complete the payment' });
    const { orderNo, payUrl } = reply.data as WalletRechargeOrder;
    expect(payUrl).toBe(`/pages/my/paddle?orderNo=${orderNo}&wallet_id=${wallet.id}`);
    const mine = await records(token, { wallet_id: wallet.id });
    expect(mine?.list[0]).toMatchObject({ orderNo, amount: 25, status: 0, wallet_id: wallet.id });
    expect((await records(token))?.total).toBe(mall);
    expect(held(wallet, 'USDT')).toBe(80);
    clock.setNow(T0 + RECHARGE_SETTLE_MS);
    expect((await records(token, { wallet_id: wallet.id }))?.list[0]).toMatchObject({ orderNo, status: 1 });
    expect(held(mainOf(minjun), 'USDT')).toBe(105);
    expect(logOf(mainOf(minjun)).at(-1)).toMatchObject({
      kind: 'recharge',
      symbol: 'USDT',
      amount: 25,
      fee: 0,
    });
    expect(latestNotice(minjun)).toMatchObject({
      kind: 'walletTopUpPaid',
      refId: wallet.id,
      content: {
        en_us: `Your top-up ${orderNo} has been paid: 25 USDT has been added to your wallet "${wallet.name}".`,
      },
    });
    // The mall account's USDT is not the wallet's.
    expect(userAt(minjun).usdtBalance).toBe(mallUsdt);
  });

  it('refuses below 10, above 10,000, another token or a closed type; once per request_id', async () => {
    const token = await walletUser(minjun);
    await expectRefused(recharge(token, { amount: 9.99 }), 'The amount must not be below 10');
    await expectRefused(recharge(token, { amount: 10_000.01 }), 'The amount must not be above 10,000');
    await expectRefused(recharge(token, { amount: 20, symbol: 'TRX' }), 'This token is not accepted here');
    await expectRefused(
      recharge(token, { amount: 20, type: 'nope' }),
      'This payment method is not available',
    );
    await expectRefused(recharge(token, { amount: 20, request_id: '' }), 'Invalid request');
    await expectRefused(
      send(P.GetRechargeList, token, { wallet_id: mainOf(lucas).id }),
      'Wallet not found',
      404,
    );
    const id = requestId();
    const first = await recharge(token, { amount: 20, request_id: id });
    expect(await recharge(token, { amount: 20, request_id: id })).toEqual(first);
    expect(
      (await records(token, { wallet_id: mainOf(minjun).id }))?.list.filter((r) => r.status === 0),
    ).toHaveLength(1);
  });
});
