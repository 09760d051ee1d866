import * as endpoints from '../../../src/api/endpoints';
import * as treasure from '../../../src/api/draws/treasure';
import * as bazaar from '../../../src/api/goods/goods';
import * as orders from '../../../src/api/orders/orders';
import { compare, money } from '../../../src/lib/money';
import { firstOf, skipAll, type Contract } from '../../contract';
import { ORDER_INFO, readMe, readOrder, succeeded } from '../../readBack';
import type { WriteContext } from '../context';
import { page } from '../../contract';
import { CENT } from '../../session';

const { Goods: G, UserOrders: O, Treasure } = endpoints;

const LISTED = '<p>Contract check: one unit, sealed in its box.</p>';
const EDITED = '<p>Contract check: one unit, sealed in its box. Ships the day after payment.</p>';

/**
 * Opens the shop (the demo meets the seller conditions: 23 check-in days, 300 QC): the profile reads isSeller
 * after it, and Goods/count, which answers sellers only, gives the figures the later steps are checked against.
 */
export async function openShop({ c }: WriteContext): Promise<bazaar.SellerCount | null> {
  const me = await readMe(c);
  if (!me) {
    c.skip(G.open, 'the profile could not be read');
    return null;
  }
  if (me.isSeller) c.skip(G.open, 'the shop is already open');
  else {
    const opened = await c.check(G.open, () => succeeded(bazaar.openShop()));
    if (!opened) return null;
    const after = await readMe(c);
    c.expect(G.open, after?.isSeller === true, 'the profile does not read isSeller after the shop opened');
  }
  return c.check(G.count, () => bazaar.getSellerCount());
}

/** Neither publishing nor editing can be tried, and why. */
function skipListing(c: Contract, why: string): null {
  skipAll(c, [G.addGoods, G.edit], why);
  return null;
}

/**
 * Publishes the first platform product at a cent, one unit, then rewrites its description: the listing is
 * published and the shop counts it; the description read back from Goods/detail is the edited one.
 */
export async function publish({ c, uid }: WriteContext, start: bazaar.SellerCount | null) {
  if (!start) return skipListing(c, 'the account has no shop');
  const product = firstOf(await c.check(Treasure.GetGoodsList, () => treasure.getGoodsList(page)));
  if (!product) return skipListing(c, 'no platform product to list');
  const body: bazaar.AddListingRequest = {
    goods_id: product.id,
    price: CENT,
    currency: 'balance',
    stock: 1,
    description: LISTED,
    images: [],
  };
  const listing = await c.check(G.addGoods, () => bazaar.addListing(body));
  if (!listing) {
    c.skip(G.edit, 'no listing was published');
    return null;
  }
  const published = listing.status === 1 && listing.seller_uid === uid && money(listing.price).eq(CENT);
  c.expect(G.addGoods, published, `listing ${listing.id} reads status ${listing.status}, ${listing.price}`);
  const count = await c.check(G.count, () => bazaar.getSellerCount());
  const expected = start.published + 1;
  c.expect(G.count, count?.published === expected, `published ${count?.published}, not ${expected}`);

  if (!(await c.check(G.edit, () => bazaar.editListing({ id: listing.id, description: EDITED }))))
    return listing;
  const read = await c.check(G.detail, () => bazaar.getListing(listing.id));
  c.expect(
    G.edit,
    read?.description === EDITED,
    `listing ${listing.id} does not read the edited description`,
  );
  return read ?? listing;
}

/** The order lists a held item can be in (their details: ORDER_INFO, contract/readBack.ts). */
const HELD = [
  ['goods', O.GetGoodsOrderList],
  ['treasure', O.GetTreasureOrderList],
  ['crowd', O.GetCrowdOrderList],
] as const;

type Held = { kind: (typeof HELD)[number][0]; id: number; count: number };

/** The first item the account holds (bought or claimed, not shipped, sold or given), of any kind. */
async function heldItem(c: Contract): Promise<Held | undefined> {
  for (const [kind, list] of HELD) {
    const query = { ...page, itemState: 'unshipped' } as const;
    const order = firstOf(await c.check(list, () => orders.ordersByKind[kind].list(query)));
    if (order) return { kind, id: order.id, count: order.count };
  }
  return undefined;
}

/** When an earlier flow shipped, sold or gave away every item: one unit of the product cheapest in points. */
async function buyToList(c: Contract): Promise<Held | undefined> {
  const goods = await c.check(Treasure.GetGoodsList, () => treasure.getGoodsList(page));
  const payable = goods?.list.filter((each) => each.points > 0 && each.stock > 0) ?? [];
  const cheapest = payable.sort((a, b) => compare(a.points, b.points))[0];
  if (!cheapest) return undefined;
  const body = { goodsId: cheapest.id, count: 1, payType: 'points' } as const;
  const bought = await c.check(Treasure.BuyGoods, () => treasure.buyGoods(body));
  return bought ? { kind: 'goods', id: bought.orderId, count: 1 } : undefined;
}

/** One-click listing of a held item at a cent: its items are the stock, and the order reads `listed`. */
export async function listHeldItem({ c }: WriteContext) {
  const held = (await heldItem(c)) ?? (await buyToList(c));
  if (!held) return c.skip(G.oneClickListing, 'the account holds no item to list');
  const body = { order_id: held.id, order_kind: held.kind, price: CENT, currency: 'balance' } as const;
  const listing = await c.check(G.oneClickListing, () => bazaar.oneClickListing(body));
  if (!listing) return;
  const stocked = listing.status === 1 && listing.stock === held.count;
  c.expect(
    G.oneClickListing,
    stocked,
    `listing ${listing.id}: status ${listing.status}, stock ${listing.stock}`,
  );
  const order = await readOrder(c, held);
  c.expect(
    ORDER_INFO[held.kind],
    order?.itemState === 'listed',
    `order ${held.id} reads ${order?.itemState}, not listed`,
  );
}
