import type { SaleRecord, SaleState } from '../../../api/account/profile';
import { db } from '../../db';
import { goodsOf } from '../treasure/db/issues';
import type { OrderRow } from '../../db/schema';
import { optionalOf } from '../../rules/input';
import { ok, pageOf, route, withAuth } from '../../http/route';
import { MY_ORDERS_PAGE_SIZE } from '../orders/lists';
import { KINDS, ordersOf } from '../orders/lookups';
import { readOrderFilter } from '../orders/rules';
import { toOrder } from '../orders/views';

const SALE_STATES: readonly SaleState[] = ['sold', 'recycled', 'gifted'];

type SoldOrder = OrderRow & { itemState: SaleState; saleTime: number };

const isSold = (order: OrderRow): order is SoldOrder =>
  order.saleTime !== null && SALE_STATES.some((s) => s === order.itemState);

function toSale(order: SoldOrder): SaleRecord {
  const goods = goodsOf(db(), order.goodsId);
  return {
    id: order.id,
    orderId: order.id,
    orderNo: order.orderNo,
    goodsName: goods.name,
    thumbnail: goods.thumbnail,
    state: order.itemState,
    amount: order.saleAmount,
    createTime: order.saleTime,
  };
}

/** Items that left the user (recycled, sold, gifted), newest sale first, ten a page. */
const getSellList = route(
  'GET /api/Profile/GetSellList',
  withAuth(({ user, fields }) => {
    const rows = db()
      .orders.filter((o): o is SoldOrder => o.uid === user.uid && isSold(o))
      .sort((a, b) => b.saleTime - a.saleTime || b.id - a.id);
    return ok(pageOf(rows, fields, toSale, MY_ORDERS_PAGE_SIZE));
  }),
);

/** Orders of every kind (or of `kind`), newest first, in the draw and item states asked for; ten a page. */
const getMyOrderList = route(
  'GET /api/Profile/GetMyOrderList',
  withAuth(({ user, fields }) => {
    const kind = optionalOf(fields.kind, KINDS.any);
    const rows = ordersOf(user.uid, kind === undefined ? KINDS.any : [kind], readOrderFilter(fields));
    return ok(pageOf(rows, fields, toOrder, MY_ORDERS_PAGE_SIZE));
  }),
);

export const myOrderHandlers = [getSellList, getMyOrderList];
