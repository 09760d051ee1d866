import * as endpoints from '../../../src/api/endpoints';
import * as profile from '../../../src/api/account/profile';
import * as config from '../../../src/api/config';
import * as wallet from '../../../src/api/wallet/wallet';
import { maxOf, money, toWire, type Money } from '../../../src/lib/money';
import { newRequestId } from '../../../src/lib/requestId';
import { firstOf, type Contract } from '../../contract';
import type { WriteContext } from '../context';
import { page } from '../../contract';

const { Wallet: W, Profile: P } = endpoints;

/** A card top-up of a wallet: at least 10 USDT, paid 5 s after it is ordered (docs/api.md §15). */
const TOP_UP_MIN = 10;
export const TOP_UP_PAID_MS = 5_000;

export type Account = wallet.WalletAccount;
export type TokenSymbol = wallet.TokenSymbol;

/** The account's main wallet, as its wallet list reads. */
export const mainWallet = async (c: Contract) =>
  (await c.check(W.list, () => wallet.getWalletList()))?.find((each) => each.is_main);

/** A token's balance in the wallet, as its token list reads. */
export async function holdingOf(c: Contract, walletId: number, symbol: TokenSymbol): Promise<Money> {
  const tokens = await c.check(W.tokenList, () => wallet.getTokenList(walletId));
  return money(tokens?.find((token) => token.symbol === symbol)?.balance);
}

export const newestLine = async (c: Contract, walletId: number) =>
  firstOf(await c.check(W.zjLog, () => wallet.getFundLog({ ...page, wallet_id: walletId })));

/**
 * Why the wallet cannot hold `target` USDT, or undefined when it does: topped up by card when short, which the
 * fake clock lets be paid. The top-up's record reads paid and the balance rose by its amount.
 */
export async function fund(
  { c, skip }: WriteContext,
  main: Account,
  target: Money,
): Promise<string | undefined> {
  const before = await holdingOf(c, main.id, 'USDT');
  if (before.gte(target)) return undefined;
  if (!skip) return `the wallet holds ${before} USDT, not ${target}, and no fake clock pays a top-up`;
  const type = (await config.getPublicConfig())?.recharge_type.find((each) => each.open === 1)?.type;
  if (!type) return 'no card top-up is open (Public/getConfig recharge_type)';
  const amount = maxOf(target.minus(before), TOP_UP_MIN);
  const body: wallet.WalletRechargeRequest = {
    wallet_id: main.id,
    symbol: 'USDT',
    amount: toWire(amount),
    type,
    request_id: newRequestId(),
  };
  const order = await c.check(W.recharge, () => wallet.walletRecharge(body));
  if (!order) return 'the wallet top-up was refused';
  await skip(TOP_UP_PAID_MS);
  const records = await c.check(P.GetRechargeList, () =>
    profile.getRechargeList({ ...page, wallet_id: main.id }),
  );
  const paid = records?.list.find((each) => each.orderNo === order.orderNo)?.status === 1;
  c.expect(W.recharge, paid, `the top-up ${order.orderNo} is not paid ${TOP_UP_PAID_MS} ms later`);
  const after = await holdingOf(c, main.id, 'USDT');
  const expected = before.plus(amount);
  c.expect(
    W.recharge,
    after.eq(expected),
    `the wallet holds ${after} USDT after the top-up, not ${expected}`,
  );
  return after.gte(target) ? undefined : `the wallet holds ${after} USDT after the top-up, not ${target}`;
}
