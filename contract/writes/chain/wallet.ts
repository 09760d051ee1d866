import * as endpoints from '../../../src/api/endpoints';
import type { Endpoint } from '../../../src/api/endpoints';
import * as account from '../../../src/api/account/account';
import type { FeeQuote } from '../../../src/api/shared';
import * as wallet from '../../../src/api/wallet/wallet';
import { maxOf, money, toWire, type Money } from '../../../src/lib/money';
import { newRequestId } from '../../../src/lib/requestId';
import { firstOf, skipAll, type Contract } from '../../contract';
import { readMe } from '../../readBack';
import type { WriteContext } from '../context';
import { fund, holdingOf, mainWallet, newestLine, TOP_UP_PAID_MS, type Account } from './funds';
import { page } from '../../contract';
import { stake } from './stakes';
import { CENT } from '../../session';

const { Wallet: W, Stakes: S, Profile: P } = endpoints;

/** A wallet withdraws only while it holds more than this much USDT. */
const WITHDRAW_ABOVE = money(500);
const A_CENT = money(CENT);

/**
 * Withdraws the least to the bound address (the wallet topped up by card above the 500 USDT that needs), sends
 * the least to the second account and stakes the least from QC exchanged from USDT. Each send is read back in
 * the balances and the log of both sides.
 */
export async function walletFlow(ctx: WriteContext) {
  const main = await mainWallet(ctx.c);
  if (!main) {
    return skipAll(
      ctx.c,
      [W.withdraw, W.transfer, S.stakes, S.payInfo, S.checkPay],
      'the account has no wallet',
    );
  }
  // A top-up still waiting (the money flows' own) is paid now: each balance read before a step is final.
  await ctx.skip?.(TOP_UP_PAID_MS);
  await withdraw(ctx, main);
  await transfer(ctx, main);
  await stake(ctx, main);
}

interface Least {
  amount: Money;
  fee: Money;
}

/** A log line of `least` sent out: the amount taken (negative), its fee apart. */
const isSend = (line: wallet.WalletLogEntry, kind: wallet.WalletLogKind, least: Least) =>
  line.kind === kind && least.amount.neg().eq(line.amount) && least.fee.eq(line.fee);

/**
 * The least USDT a send takes and its fee, as the app's fee quote gives them: read at 0 for the minimum,
 * then at the minimum for its fee.
 */
async function leastSend(
  c: Contract,
  endpoint: Endpoint,
  quote: (body: wallet.AmountRequest) => Promise<FeeQuote>,
  walletId: number,
): Promise<Least | null> {
  const body = { wallet_id: walletId, symbol: 'USDT' } as const;
  const floor = await c.check(endpoint, () => quote({ ...body, amount: 0 }));
  if (!floor) return null;
  const least = await c.check(endpoint, () => quote({ ...body, amount: floor.min }));
  return least && { amount: money(floor.min), fee: money(least.fee) };
}

/**
 * The address withdrawals go to: the one bound, else the wallet's own address is bound (ModifyProfile), so what
 * a staging run withdraws stays the test account's. No call unbinds it, so it stays bound for the next run.
 */
async function withdrawalAddress(c: Contract, main: Account): Promise<string | undefined> {
  const me = await readMe(c);
  if (me?.withdrawAddress) return me.withdrawAddress;
  const bound = await c.check(P.ModifyProfile, () =>
    account.modifyProfile({ withdrawAddress: main.address }),
  );
  const held = bound?.withdrawAddress === main.address;
  c.expect(P.ModifyProfile, held, `the withdrawal address reads "${bound?.withdrawAddress}"`);
  return held ? main.address : undefined;
}

/** The least withdrawal: its line names the address and fee, the balance fell by both. */
async function withdraw(ctx: WriteContext, main: Account) {
  const { c, who } = ctx;
  const least = await leastSend(c, W.calcWithdrawFee, wallet.calcWithdrawFee, main.id);
  if (!least) return c.skip(W.withdraw, 'the withdrawal fee was not quoted');
  const target = maxOf(WITHDRAW_ABOVE.plus(A_CENT), least.amount.plus(least.fee));
  const short = await fund(ctx, main, target);
  if (short) return c.skip(W.withdraw, short);
  const address = await withdrawalAddress(c, main);
  if (!address) return c.skip(W.withdraw, 'no withdrawal address is bound');
  const before = await holdingOf(c, main.id, 'USDT');
  const body = { wallet_id: main.id, symbol: 'USDT', amount: toWire(least.amount) } as const;
  const paid = { pay_password: who.payPassword, request_id: newRequestId() };
  const line = await c.check(W.withdraw, () => wallet.walletWithdraw({ ...body, ...paid }));
  if (!line) return;
  const sent = isSend(line, 'withdraw', least) && line.counterparty === address;
  c.expect(W.withdraw, sent, `the line is not ${least.amount} USDT and its fee out to ${address}`);
  const after = await holdingOf(c, main.id, 'USDT');
  const expected = before.minus(least.amount).minus(least.fee);
  c.expect(W.withdraw, after.eq(expected), `the wallet holds ${after} USDT, not ${expected}`);
  const logged = (await newestLine(c, main.id))?.id === line.id;
  c.expect(W.withdraw, logged, 'the withdrawal is not the newest line of the log');
}

/** The second account's main wallet and its USDT, read signed in as them. */
async function theirUsdt(ctx: WriteContext) {
  const { c, asSecond } = ctx;
  return asSecond?.(async () => {
    const theirs = await mainWallet(c);
    return theirs && { id: theirs.id, usdt: await holdingOf(c, theirs.id, 'USDT') };
  });
}

/**
 * The least USDT to the second account's main wallet by UID: the sender's balance fell by it and the fee, its
 * log holds the line; the receiver's balance rose by it and their log holds the line of the same transaction.
 */
async function transfer(ctx: WriteContext, main: Account) {
  const { c, who } = ctx;
  const toUid = who.secondUid;
  if (!toUid) return c.skip(W.transfer, 'no second test account (QC_CONTRACT_SECOND_UID)');
  const least = await leastSend(c, W.transferCalc, wallet.calcTransfer, main.id);
  if (!least) return c.skip(W.transfer, 'the transfer fee was not quoted');
  const short = await fund(ctx, main, least.amount.plus(least.fee));
  if (short) return c.skip(W.transfer, short);
  const receiver = await theirUsdt(ctx);
  if (ctx.asSecond && !receiver) return c.skip(W.transfer, 'the second account has no wallet');
  const before = await holdingOf(c, main.id, 'USDT');
  const body = { wallet_id: main.id, symbol: 'USDT', amount: toWire(least.amount), to_uid: toUid } as const;
  const paid = { pay_password: who.payPassword, request_id: newRequestId() };
  const line = await c.check(W.transfer, () => wallet.walletTransfer({ ...body, ...paid }));
  if (!line) return;
  c.expect(
    W.transfer,
    isSend(line, 'transfer_out', least),
    `the line is not ${least.amount} USDT and its fee out`,
  );
  const after = await holdingOf(c, main.id, 'USDT');
  const expected = before.minus(least.amount).minus(least.fee);
  c.expect(W.transfer, after.eq(expected), `the wallet holds ${after} USDT, not ${expected}`);
  const logged = (await newestLine(c, main.id))?.id === line.id;
  c.expect(W.transfer, logged, 'the transfer is not the newest line of the log');
  if (receiver) await expectReceived(ctx, receiver, least.amount, line.tx_hash);
}

/** On the receiver's side: the USDT rose by the amount, the newest USDT line is its transfer_in. */
async function expectReceived(
  ctx: WriteContext,
  receiver: { id: number; usdt: Money },
  amount: Money,
  txHash: string,
) {
  const { c } = ctx;
  const read = await ctx.asSecond?.(async () => ({
    usdt: await holdingOf(c, receiver.id, 'USDT'),
    line: firstOf(
      await c.check(W.tokenLog, () =>
        wallet.getTokenLog({ ...page, wallet_id: receiver.id, symbol: 'USDT' }),
      ),
    ),
  }));
  const expected = receiver.usdt.plus(amount);
  c.expect(
    W.transfer,
    read?.usdt.eq(expected) ?? false,
    `the receiver holds ${read?.usdt} USDT, not ${expected}`,
  );
  const line = read?.line;
  const received = line?.kind === 'transfer_in' && line.tx_hash === txHash && amount.eq(line.amount);
  c.expect(W.transfer, received, "the receiver's newest USDT line is not the transfer in");
}
