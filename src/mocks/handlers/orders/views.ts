import type { Order, OrderDetail, Shipment } from '../../../api/orders/orders';
import type { Balances } from '../../../api/shared';
import { db } from '../../db';
import { approvedAddressOf } from '../profile/db/addresses';
import { findIssue, goodsOf } from '../treasure/db/issues';
import { recyclePriceOf } from './db/items';
import { numbersOf } from './db/orders';
import type { OrderRow, ShipmentRow, UserRow } from '../../db/schema';
import { shipmentOf } from './db/shipments';
import { drawResultFor } from '../treasure/viewsIssue';

export const balancesOf = (user: UserRow): Balances => ({ balance: user.balance, integral: user.integral });

/** Name and picture come from the goods, issue and winning numbers from the issue: the order stores ids. */
export function toOrder(row: OrderRow): Order {
  const state = db();
  const goods = goodsOf(state, row.goodsId);
  const issue = row.issueId === null ? undefined : findIssue(state, row.issueId);
  return {
    id: row.id,
    orderNo: row.orderNo,
    kind: row.kind,
    goodsId: row.goodsId,
    goodsName: goods.name,
    thumbnail: goods.thumbnail,
    count: row.count,
    amount: row.amount,
    payType: row.payType,
    payTime: row.payTime,
    issueNumber: issue?.issueNumber ?? null,
    winNumber: issue?.result?.winNumber ?? null,
    drawState: row.drawState,
    itemState: row.itemState,
    commented: row.commented,
    createTime: row.createTime,
  };
}

export function toShipment(row: ShipmentRow): Shipment {
  const state = db();
  const order = state.orders.find((o) => o.id === row.orderId);
  if (!order) throw new Error(`fake backend: shipment ${row.id} has no order`);
  const goods = goodsOf(state, order.goodsId);
  return {
    id: row.id,
    orderId: order.id,
    orderNo: order.orderNo,
    kind: order.kind,
    goodsName: goods.name,
    thumbnail: goods.thumbnail,
    recipientName: row.recipientName,
    recipientPhoneRegion: row.recipientPhoneRegion,
    recipientPhoneNumber: row.recipientPhoneNumber,
    address: row.address,
    deliveryMethod: row.deliveryMethod,
    courierNumber: row.courierNumber,
    status: row.status,
    createTime: row.createTime,
    shipTime: row.shipTime,
  };
}

/** The order with its numbers, the draw as its owner sees it, what it sells back for and its shipment. */
export function toOrderDetail(row: OrderRow): OrderDetail {
  const state = db();
  const issue = row.issueId === null ? undefined : findIssue(state, row.issueId);
  const address = approvedAddressOf(state, row.uid);
  const shipment = shipmentOf(state, row.id);
  return {
    ...toOrder(row),
    contact: address
      ? {
          name: address.recipientName,
          phoneRegion: address.recipientPhoneRegion,
          phoneNumber: address.recipientPhoneNumber,
        }
      : null,
    numbers: numbersOf(row),
    result: issue ? drawResultFor(issue, row.uid) : null,
    recyclePrice: recyclePriceOf(state, row),
    deposit: row.kind === 'auction' ? row.prepaid : null,
    shipment: shipment ? toShipment(shipment) : null,
  };
}
