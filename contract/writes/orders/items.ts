import * as endpoints from '../../../src/api/endpoints';
import * as profile from '../../../src/api/account/profile';
import * as treasure from '../../../src/api/draws/treasure';
import * as orders from '../../../src/api/orders/orders';
import { compare, money } from '../../../src/lib/money';
import { firstOf, skipAll, type Contract } from '../../contract';
import { expectBalance, readMe, readOrder } from '../../readBack';
import type { WriteContext } from '../context';
import { give, sellBack } from './handOver';
import { expectState, page, type Held } from './shared';

const { Treasure: T, UserOrders: O, Profile: P } = endpoints;

const REVIEW = 'Contract check: arrived on time and well packed.';
/** A shipment leaves 2 minutes after it is requested and arrives 10 minutes later (docs/api.md §6). */
const DELIVERY_MS = 12 * 60_000 + 1_000;

/**
 * Two of the cheapest goods, from the balance (lower by their price, answer and profile; an order of two to
 * ship); one given to the second account (the order split), the other sold back.
 */
export async function boughtGoods(ctx: WriteContext) {
  const { c } = ctx;
  const goods = await c.check(T.GetGoodsList, () => treasure.getGoodsList(page));
  const inStock = goods?.list.filter((each) => each.stock >= 2 && each.price > 0);
  const cheapest = inStock?.sort((a, b) => compare(a.price, b.price))[0];
  const none = 'no goods in stock to buy';
  if (!cheapest) return skipAll(c, [T.BuyGoods, O.GiftGoods, O.SellGoods], none);
  const before = await readMe(c);
  const body = { goodsId: cheapest.id, count: 2, payType: 'balance' } as const;
  const bought = await c.check(T.BuyGoods, () => treasure.buyGoods(body));
  if (!bought || !before) return skipAll(c, [O.GiftGoods, O.SellGoods], 'none bought');
  await expectBalance(c, T.BuyGoods, before, money(cheapest.price).times(-2), bought.balance);
  const held = { id: bought.orderId, kind: 'goods', count: 2 } as const;
  const order = await readOrder(c, held);
  const toShip = order?.count === 2 && order.itemState === 'unshipped';
  c.expect(T.BuyGoods, toShip, `order ${held.id} holds ${order?.count} items, ${order?.itemState}`);
  await give(ctx, O.GiftGoods, orders.giftGoods, held);
  await sellBack(c, O.SellGoods, orders.sellGoods, held);
}

/**
 * The first item held shipped to the approved address: the shipment copies it and is the newest, and the order
 * reads pendingShipment. Answers the order shipped.
 */
export async function ship({ c }: WriteContext): Promise<Held | undefined> {
  const address = await c.check(P.GetMyAddress, () => profile.getMyAddress());
  if (address?.status !== 1) return void c.skip(O.ShippingReq, 'the account has no approved address');
  const query = { ...page, itemState: 'unshipped' } as const;
  const held = firstOf(await c.check(P.GetMyOrderList, () => profile.getMyOrderList(query)));
  if (!held) return void c.skip(O.ShippingReq, 'the account holds no item to ship');
  const shipment = await c.check(O.ShippingReq, () => orders.requestShipping(held.id));
  if (!shipment) return undefined;
  const copied = shipment.orderId === held.id && shipment.address === address.address;
  c.expect(O.ShippingReq, copied && shipment.status === 'toShip', `shipment ${shipment.id}`);
  const newest = firstOf(await c.check(O.GetLogisticList, () => orders.getLogisticList(page)));
  c.expect(O.ShippingReq, newest?.id === shipment.id, `the newest shipment is ${newest?.id}`);
  await expectState(c, O.ShippingReq, held, 'pendingShipment');
  return held;
}

/** A received order not reviewed yet, among the account's orders. */
async function unreviewed(c: Contract) {
  const query = { ...page, itemState: 'received' } as const;
  const received = await c.check(P.GetMyOrderList, () => profile.getMyOrderList(query));
  return received?.list.find((each) => !each.commented);
}

/**
 * A review of a received order not reviewed yet (else of the one just shipped, once the fake clock delivered
 * it): its goods' comments list it, and the order reads reviewed.
 */
export async function review({ c, skip }: WriteContext, shipped: Held | undefined) {
  let order = await unreviewed(c);
  if (!order && shipped && skip) {
    await skip(DELIVERY_MS);
    order = await unreviewed(c);
  }
  if (!order) return c.skip(T.Comment, 'no received order to review, nor a fake clock to deliver one');
  const { id, goodsId } = order;
  const body = { orderId: id, content: REVIEW, images: [] };
  const comment = await c.check(T.Comment, () => treasure.commentOrder(body));
  if (!comment) return;
  const listed = await c.check(T.GetComments, () => treasure.getComments({ ...page, goodsId }));
  const found = listed?.list.some((each) => each.id === comment.id && each.content === REVIEW) ?? false;
  c.expect(T.Comment, found, `comment ${comment.id} is not among goods ${goodsId}'s`);
  const read = await readOrder(c, order);
  c.expect(T.Comment, read?.commented === true, `order ${id} does not read reviewed`);
}
