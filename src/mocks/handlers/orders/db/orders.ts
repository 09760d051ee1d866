import type { OrderKind, PayType } from '../../../../api/shared';
import type { DbState, GoodsRow, OrderRow } from '../../../db/schema';
import { serialFor, takeId } from '../../../db/sequence';

const PREFIX: Record<OrderKind, string> = { goods: 'G', treasure: 'T', crowd: 'C', auction: 'A' };

/** `T0000000042`: kind and id; unique because the id is. */
export const orderNoFor = (kind: OrderKind, id: number): string => serialFor(PREFIX[kind], id);

/** What a purchase paid: `amount` in balance or points as `payType` says. */
export interface Payment {
  uid: number;
  count: number;
  payType: PayType;
  amount: number;
}

type OrderFields = Pick<OrderRow, 'kind' | 'goodsId' | 'issueId' | 'firstNumber' | 'drawState' | 'itemState'>;

export function createOrder(
  state: DbState,
  fields: OrderFields,
  payment: Payment,
  time: number,
  remark = '',
): OrderRow {
  const id = takeId(state, 'order');
  const row: OrderRow = {
    id,
    orderNo: orderNoFor(fields.kind, id),
    ...fields,
    ...payment,
    payTime: time,
    commented: false,
    remark,
    refunded: false,
    prepaid: 0,
    splitFrom: null,
    giftId: null,
    saleTime: null,
    saleAmount: 0,
    createTime: time,
  };
  state.orders.push(row);
  return row;
}

/** A mall purchase: stock falls, sales rise, and the item waits to be shipped. */
export function placeGoodsOrder(
  state: DbState,
  goods: GoodsRow,
  payment: Payment,
  time: number,
  remark = '',
): OrderRow {
  goods.stock -= payment.count;
  goods.sales += payment.count;
  const fields: OrderFields = {
    kind: 'goods',
    goodsId: goods.id,
    issueId: null,
    firstNumber: null,
    drawState: null,
    itemState: 'unshipped',
  };
  return createOrder(state, fields, payment, time, remark);
}

/** The lottery numbers an order's units hold. */
export function numbersOf(order: OrderRow): string[] {
  const first = order.firstNumber;
  return first === null ? [] : Array.from({ length: order.count }, (_, i) => String(first + i));
}

/** Bought in the mall or in a draw, as opposed to split off another order or claimed from a gift. */
export const isPurchase = (order: OrderRow): boolean => order.splitFrom === null && order.giftId === null;

export const holdsNumber = (order: OrderRow, number: number): boolean =>
  order.firstNumber !== null && number >= order.firstNumber && number < order.firstNumber + order.count;
