import * as endpoints from '../src/api/endpoints';
import type { Endpoint } from '../src/api/endpoints';
import * as account from '../src/api/account/account';
import * as orders from '../src/api/orders/orders';
import type { OrderKind } from '../src/api/shared';
import { money, type Money } from '../src/lib/money';
import type { Contract } from './contract';

const { Profile: P, UserOrders: O } = endpoints;

/** The test account's profile as Profile/GetMyProfile reads it. */
export type Me = NonNullable<Awaited<ReturnType<typeof account.getMyProfile>>>;

/** What the profile holds that the flows move: the balance, the points, the mall's QC and the USDT. */
export type Holding = 'balance' | 'integral' | 'qcBalance' | 'usdtBalance';

/** The profile read back through the contract (a row of its own): the read the balances are checked against. */
export const readMe = (c: Contract) => c.check(P.GetMyProfile, () => account.getMyProfile());

/** For a call whose answer carries no data: true once it succeeded, so `check` tells success from refusal. */
export const succeeded = async (sent: Promise<unknown>) => {
  await sent;
  return true as const;
};

/** `which` of a profile read, as money: a profile not read holds nothing. */
export const holding = (me: Me | null, which: Holding) => money(me?.[which] ?? 0);

/** The profile read back holds `expected` of `field`. */
export async function expectHolding(c: Contract, endpoint: Endpoint, field: Holding, expected: Money) {
  const me = await readMe(c);
  const read = me ? money(me[field]) : null;
  c.expect(endpoint, read?.eq(expected) ?? false, `${field} read back ${read}, not ${expected}`);
}

/** The answer's and the profile's balance are `before`'s moved by `change`. */
export async function expectBalance(
  c: Contract,
  endpoint: Endpoint,
  before: Me,
  change: Money,
  answered: number,
) {
  const expected = money(before.balance).plus(change);
  c.expect(endpoint, expected.eq(answered), `balance ${answered}, not ${expected}`);
  await expectHolding(c, endpoint, 'balance', expected);
}

/** Where each kind of order's details are read. */
export const ORDER_INFO = {
  goods: O.GetGoodsOrderInfo,
  treasure: O.GetTreasureOrderInfo,
  crowd: O.GetCrowdOrderInfo,
  auction: O.GetAuctionOrderInfo,
} as const satisfies Record<OrderKind, Endpoint>;

/** An order's details read back, from the details call of its kind. */
export const readOrder = (c: Contract, { kind, id }: Pick<orders.Order, 'kind' | 'id'>) =>
  c.check(ORDER_INFO[kind], () => orders.ordersByKind[kind].info(id));
