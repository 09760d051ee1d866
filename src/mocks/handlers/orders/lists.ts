import type { Method } from '../../../api/endpoints';
import type { OrderKind } from '../../../api/shared';
import { ok, pageOf, route, withAuth } from '../../http/route';
import { findOrderOf, ordersOf } from './lookups';
import { readOrderFilter } from './rules';
import { toOrder, toOrderDetail } from './views';

/** My-order lists are read ten to a page unless the client asks otherwise. */
export const MY_ORDERS_PAGE_SIZE = 10;

/** The user's orders of one kind, newest first, optionally in one draw state and one item state. */
const listOf = (spec: `${Method} /${string}`, kind: OrderKind) =>
  route(
    spec,
    withAuth(({ user, fields }) =>
      ok(pageOf(ordersOf(user.uid, [kind], readOrderFilter(fields)), fields, toOrder, MY_ORDERS_PAGE_SIZE)),
    ),
  );

/** One of the user's orders of that kind, else 404. */
const infoOf = (spec: `${Method} /${string}`, kind: OrderKind) =>
  route(
    spec,
    withAuth(({ user, fields }) => ok(toOrderDetail(findOrderOf(user, fields.id, [kind])))),
  );

export const listHandlers = [
  listOf('GET /api/UserOrders/GetGoodsOrderList', 'goods'),
  listOf('GET /api/UserOrders/GetTreasureOrderList', 'treasure'),
  listOf('GET /api/UserOrders/GetCrowdOrderList', 'crowd'),
  // Auction orders are made when an auction the user leads ends (db/auctionClock.ts).
  listOf('GET /api/UserOrders/GetAuctionOrderList', 'auction'),
  infoOf('GET /api/UserOrders/GetGoodsOrderInfo', 'goods'),
  infoOf('GET /api/UserOrders/GetTreasureOrderInfo', 'treasure'),
  infoOf('GET /api/UserOrders/GetCrowdOrderInfo', 'crowd'),
  infoOf('GET /api/UserOrders/GetAuctionOrderInfo', 'auction'),
];
