import { now } from '../../clock';
import { db } from '../../db';
import { approvedAddressOf } from '../profile/db/addresses';
import { requestShipment } from './db/shipments';
import { ensure, ok, pageOf, route, withAuth } from '../../http/route';
import { findOrderOf, KINDS } from './lookups';
import { ensureInHand, readShippingState } from './rules';
import { toShipment } from './views';

/**
 * Ships items in the user's hands to their approved address (copied into the shipment). The clock then
 * moves it on: see db/shipments.
 */
const shippingReq = route(
  'GET /api/UserOrders/ShippingReq',
  withAuth(({ user, fields }) => {
    const order = findOrderOf(user, fields.id, KINDS.any);
    ensureInHand(order);
    const address = approvedAddressOf(db(), user.uid);
    ensure(address, 'addressNotApproved');
    return ok(toShipment(requestShipment(db(), order, address, now())), 'shippingRequested');
  }),
);

/** The user's shipments, newest first, optionally in one state. */
const getLogisticList = route(
  'GET /api/UserOrders/GetLogisticList',
  withAuth(({ user, fields }) => {
    const status = readShippingState(fields.status);
    const rows = db()
      .shipments.filter((s) => s.uid === user.uid && (status === undefined || s.status === status))
      .sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return ok(pageOf(rows, fields, toShipment));
  }),
);

export const shippingHandlers = [shippingReq, getLogisticList];
