import { goodsOf } from '../../treasure/db/issues';
import { addNotice } from '../../../db/notices';
import type { AddressRow, DbState, OrderRow, ShipmentRow } from '../../../db/schema';
import { serialFor, takeId } from '../../../db/sequence';

const MINUTE = 60_000;
/** A requested shipment leaves the warehouse this long after the request… */
export const SHIP_AFTER_MS = 2 * MINUTE;
/** …and arrives this long after it left. */
export const RECEIVE_AFTER_MS = 10 * MINUTE;

/** `QC0000000042`: the shipment id, so it is unique and stable. */
export const courierNumberFor = (id: number): string => serialFor('QC', id);

/** Ships the order's items to a copy of `address`; the order waits as pendingShipment. */
export function requestShipment(
  state: DbState,
  order: OrderRow,
  address: AddressRow,
  time: number,
): ShipmentRow {
  const row: ShipmentRow = {
    id: takeId(state, 'shipment'),
    uid: order.uid,
    orderId: order.id,
    recipientName: address.recipientName,
    recipientPhoneRegion: address.recipientPhoneRegion,
    recipientPhoneNumber: address.recipientPhoneNumber,
    address: address.address,
    deliveryMethod: address.deliveryMethod,
    courierNumber: '',
    status: 'toShip',
    createTime: time,
    shipTime: null,
    receiveTime: null,
  };
  state.shipments.push(row);
  order.itemState = 'pendingShipment';
  return row;
}

function orderOf(state: DbState, row: ShipmentRow): OrderRow {
  const order = state.orders.find((o) => o.id === row.orderId);
  if (!order) throw new Error(`fake backend: shipment ${row.id} has no order ${row.orderId}`);
  return order;
}

/** Moves one shipment (and its order) as far as the clock has come by `time`; each step at its own time. */
export function advanceShipment(state: DbState, row: ShipmentRow, time: number): void {
  const order = orderOf(state, row);
  if (row.status === 'toShip' && row.createTime + SHIP_AFTER_MS <= time) {
    const shipTime = row.createTime + SHIP_AFTER_MS;
    row.status = 'shipped';
    row.shipTime = shipTime;
    row.courierNumber = courierNumberFor(row.id);
    order.itemState = 'shipped';
    const goods = goodsOf(state, order.goodsId).name;
    const params = { goods, orderNo: order.orderNo, courier: row.courierNumber };
    addNotice(state, row.uid, { kind: 'shipped', refId: order.id, refKind: order.kind }, params, shipTime);
  }
  if (row.status === 'shipped' && row.shipTime !== null && row.shipTime + RECEIVE_AFTER_MS <= time) {
    row.status = 'received';
    row.receiveTime = row.shipTime + RECEIVE_AFTER_MS;
    order.itemState = 'received';
  }
}

export function advanceShipments(state: DbState, time: number): void {
  for (const row of state.shipments) if (row.status !== 'received') advanceShipment(state, row, time);
}

/** The order's latest shipment, if it was ever shipped. */
export const shipmentOf = (state: DbState, orderId: number): ShipmentRow | undefined =>
  state.shipments.filter((s) => s.orderId === orderId).at(-1);
