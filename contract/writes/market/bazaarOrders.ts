import * as endpoints from '../../../src/api/endpoints';
import * as profile from '../../../src/api/account/profile';
import * as bazaar from '../../../src/api/goods/goods';
import { money } from '../../../src/lib/money';
import { firstOf, skipAll, type Contract } from '../../contract';
import { holding, readMe, succeeded, type Me } from '../../readBack';
import type { SecondAccount, WriteContext } from '../context';
import { pageV2 } from '../../contract';

const { Goods: G, Profile: P } = endpoints;

const NO_SECOND = 'no second test account to buy the listing';

/** What a bazaar amount is paid with, on the profile. */
const holdingOf = (me: Me | null, currency: bazaar.BazaarCurrency) =>
  holding(me, currency === 'qc' ? 'qcBalance' : 'balance');

/** One bazaar order as its buyer or seller reads it (Goods/order with `id`). */
async function orderAs(c: Contract, role: bazaar.BazaarOrderQuery['role'], id: number) {
  const one = await c.check(G.order, () => bazaar.getBazaarOrders({ role, id, page: 1, pageSize: 1 }));
  return firstOf(one);
}

/**
 * The second account buys the listing (an order for one unit, then paid with the payment password); the test
 * account ships it and the buyer confirms receipt. The seller reads the order paid, then shipped with its
 * courier number; the shop's income and the seller's holding grow by the amount once received.
 */
export async function sell(ctx: WriteContext, listing: bazaar.BazaarListing) {
  const { c, asSecond, second } = ctx;
  if (!asSecond || !second) return skipAll(c, [G.buy, G.send], NO_SECOND);
  const paid = await asSecond(() => buyListing(c, second, ctx.who.payPassword, listing));
  if (!paid) return c.skip(G.send, 'the listing was not bought');
  const seen = await orderAs(c, 'seller', paid.id);
  c.expect(G.buy, seen?.status === 1, `the seller reads order ${paid.id} as ${seen?.status}, not paid (1)`);

  const courier = `QC${Date.now()}`;
  const shipped = await c.check(G.send, () =>
    bazaar.shipBazaarOrder({ id: paid.id, courier_number: courier }),
  );
  if (!shipped) return;
  const sent = await orderAs(c, 'seller', paid.id);
  const ok = sent?.status === 2 && sent.courier_number === courier && sent.auto_receive_time !== null;
  c.expect(G.send, ok, `order ${paid.id} reads ${sent?.status} "${sent?.courier_number}", not shipped`);
  await settle(c, asSecond, shipped);
}

/**
 * As the second account: an order for one unit of the listing, paid with the payment password (the test
 * account's: set to it when the second account has none). The answer's holding is lower by the amount.
 */
async function buyListing(
  c: Contract,
  second: SecondAccount,
  payPassword: string,
  listing: bazaar.BazaarListing,
) {
  const buyer = await readMe(c);
  if (!buyer || holdingOf(buyer, listing.currency).lt(listing.price)) {
    c.skip(G.buy, `the second account holds under ${listing.price} ${listing.currency}`);
    return null;
  }
  const create = () => profile.createPayPassword({ password: second.password, payPassword });
  if (!buyer.hasPayPassword && !(await c.check(P.CreatePayPassword, () => succeeded(create())))) return null;

  const placed = await c.check(G.buy, () => bazaar.buyBazaar({ id: listing.id, quantity: 1 }));
  if (!placed) return null;
  const held = placed.status === 0 && money(placed.amount).eq(listing.price);
  c.expect(G.buy, held, `order ${placed.id} reads status ${placed.status}, amount ${placed.amount}`);
  const paid = await c.check(G.buy, () =>
    bazaar.buyBazaar({ order_id: placed.id, pay_password: payPassword }),
  );
  if (!paid) return null;
  const expected = holdingOf(buyer, listing.currency).minus(placed.amount);
  const left = listing.currency === 'qc' ? paid.qcBalance : paid.balance;
  c.expect(G.buy, expected.eq(left), `the buyer holds ${left} ${listing.currency}, not ${expected}`);
  c.expect(G.buy, paid.order.status === 1, `the paid order reads status ${paid.order.status}`);
  return paid.order;
}

/** The buyer confirms receipt: the seller's income and holding grow by the amount, a completed order more. */
async function settle(
  c: Contract,
  asSecond: NonNullable<WriteContext['asSecond']>,
  order: bazaar.BazaarOrder,
) {
  const before = await c.check(G.count, () => bazaar.getSellerCount());
  const me = await readMe(c);
  const received = await asSecond(() =>
    c.check(G.receive, () => bazaar.receiveBazaarOrder({ id: order.id })),
  );
  if (!received || !before) return;
  c.expect(G.receive, received.status === 3, `order ${order.id} reads status ${received.status} on receipt`);
  const after = await c.check(G.count, () => bazaar.getSellerCount());
  const income = order.currency === 'qc' ? 'income_qc' : 'income_balance';
  const expected = money(before[income]).plus(order.amount);
  c.expect(G.count, expected.eq(after?.[income] ?? 0), `${income} ${after?.[income]}, not ${expected}`);
  c.expect(G.count, after?.completed === before.completed + 1, `completed ${after?.completed}`);
  const credited = holdingOf(me, order.currency).plus(order.amount);
  const now = holdingOf(await readMe(c), order.currency);
  c.expect(G.receive, now.eq(credited), `the seller holds ${now} ${order.currency}, not ${credited}`);
}

/** The test account confirms a parcel shipped to it (the seeded coffee from João): the order reads completed. */
export async function receiveParcel({ c }: WriteContext) {
  const shipped = await c.check(G.order, () =>
    bazaar.getBazaarOrders({ ...pageV2, role: 'buyer', status: 2 }),
  );
  const parcel = firstOf(shipped);
  if (!parcel) return c.skip(G.receive, 'no bazaar order shipped to the account');
  if (!(await c.check(G.receive, () => bazaar.receiveBazaarOrder({ id: parcel.id })))) return;
  const read = await orderAs(c, 'buyer', parcel.id);
  const done = read?.status === 3 && read.finish_time !== null;
  c.expect(G.receive, done, `order ${parcel.id} reads status ${read?.status} after receipt`);
}
