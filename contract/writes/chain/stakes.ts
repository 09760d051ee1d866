import * as endpoints from '../../../src/api/endpoints';
import * as stakes from '../../../src/api/stakes/stakes';
import * as wallet from '../../../src/api/wallet/wallet';
import { compare, maxOf, money, roundUpTo, toWire, type Money } from '../../../src/lib/money';
import { newRequestId } from '../../../src/lib/requestId';
import { skipAll } from '../../contract';
import type { WriteContext } from '../context';
import { fund, holdingOf, newestLine, type Account, type TokenSymbol } from './funds';
import { page } from '../../contract';

const { Wallet: W, Stakes: S } = endpoints;

/**
 * The cheapest plan's minimum staked from the wallet: made to pay (listed among the stakes to pay), its pay
 * information read (amount, wallet, the wallet's QC), paid with the payment password (running, listed so, the
 * wallet's QC lower by the amount, a `stake` line).
 */
export async function stake(ctx: WriteContext, main: Account) {
  const { c } = ctx;
  const later = [S.payInfo, S.checkPay];
  const plans = (await c.check(S.getPageData, () => stakes.getStakePage()))?.plans ?? [];
  const plan = [...plans].sort((a, b) => compare(a.min_amount, b.min_amount) || a.term - b.term)[0];
  if (!plan) return skipAll(c, [S.stakes, ...later], 'no staking plan is offered');
  const short = await qcFor(ctx, main, money(plan.min_amount));
  if (short) return skipAll(c, [S.stakes, ...later], short);
  const body = { wallet_id: main.id, amount: plan.min_amount, term: plan.term, request_id: newRequestId() };
  const made = await c.check(S.stakes, () => stakes.createStake(body));
  if (!made) return skipAll(c, later, 'no stake was made');
  const toPay = made.status === 0 && made.wallet_id === main.id && money(made.amount).eq(plan.min_amount);
  c.expect(S.stakes, toPay, `the stake is not ${plan.min_amount} QC to pay from wallet ${main.id}`);
  const unpaid = await c.check(S.unpaidList, () => stakes.getUnpaidStakes(page));
  c.expect(
    S.stakes,
    unpaid?.list.some((each) => each.id === made.id) ?? false,
    'the stake is not listed to pay',
  );
  await payStake(ctx, main, made);
}

/** The stake to pay: its pay information, then paid from the wallet's QC. */
async function payStake({ c, who }: WriteContext, main: Account, made: stakes.Stake) {
  const before = await holdingOf(c, main.id, 'QC');
  const info = await c.check(S.payInfo, () => stakes.getStakePayInfo(made.id));
  const read = info?.wallet_id === main.id && money(info.amount).eq(made.amount) && before.eq(info.balance);
  c.expect(S.payInfo, read, `the pay information is not ${made.amount} QC from a wallet holding ${before}`);
  const paid = await c.check(S.checkPay, () =>
    stakes.checkStakePay({ id: made.id, pay_password: who.payPassword }),
  );
  if (!paid) return;
  c.expect(S.checkPay, paid.status === 1, `the stake paid reads status ${paid.status}`);
  const after = await holdingOf(c, main.id, 'QC');
  const expected = before.minus(made.amount);
  c.expect(S.checkPay, after.eq(expected), `the wallet holds ${after} QC, not ${expected}`);
  const line = await newestLine(c, main.id);
  const logged = line?.kind === 'stake' && money(made.amount).neg().eq(line.amount);
  c.expect(S.checkPay, logged, 'the newest line of the log is not the stake');
  const running = await c.check(S.getTotalList, () => stakes.getStakeList({ ...page, status: 1 }));
  c.expect(
    S.checkPay,
    running?.list.some((each) => each.id === made.id) ?? false,
    'the stake is not running',
  );
}

/**
 * Why the wallet cannot hold `need` QC, or undefined when it does: exchanged from USDT when short, at the quoted
 * rate, the least USDT whose exchange less its fee covers the shortfall. Both balances move as the record says.
 */
async function qcFor(ctx: WriteContext, main: Account, need: Money): Promise<string | undefined> {
  const { c, who } = ctx;
  const held = await holdingOf(c, main.id, 'QC');
  if (held.gte(need)) return undefined;
  const pair = { from: 'USDT', to: 'QC', wallet_id: main.id } as const;
  const quote = await c.check(W.exchangeRate, () => wallet.getExchangeRate(pair));
  if (!quote) return 'the USDT to QC rate was not read';
  const net = money(quote.rate).times(money(1).minus(quote.fee_ratio));
  const amount = maxOf(roundUpTo(need.minus(held).div(net), 2), quote.min);
  const short = await fund(ctx, main, amount);
  if (short) return short;
  const usdt = await holdingOf(c, main.id, 'USDT');
  const body = { ...pair, amount: toWire(amount), rate: quote.rate, pay_password: who.payPassword };
  const record = await c.check(W.exchange, () =>
    wallet.exchangeToken({ ...body, request_id: newRequestId() }),
  );
  if (!record) return 'the exchange of USDT for QC was refused';
  const tokens = await c.check(W.tokenList, () => wallet.getTokenList(main.id));
  const now = (symbol: TokenSymbol) => money(tokens?.find((token) => token.symbol === symbol)?.balance);
  const left = usdt.minus(now('USDT'));
  const arrived = now('QC').minus(held);
  c.expect(W.exchange, left.eq(record.amount), `USDT went down by ${left}, the record says ${record.amount}`);
  c.expect(
    W.exchange,
    arrived.eq(record.received),
    `QC went up by ${arrived}, the record says ${record.received}`,
  );
  return now('QC').gte(need) ? undefined : `the exchange left the wallet ${now('QC')} QC, under ${need}`;
}
