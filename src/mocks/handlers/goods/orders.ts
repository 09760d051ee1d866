import type {
  BazaarOrderQuery,
  PaidOrder,
  PayOrderRequest,
  ShipOrderRequest,
} from '../../../api/goods/goods';
import { money } from '../../../lib/money';
import { now } from '../../clock';
import { db } from '../../db';
import { approvedAddressOf } from '../profile/db/addresses';
import { holding } from '../../db/balances';
import { completeBazaarOrder, markBazaarPaid, placeBazaarOrder, shipBazaarOrder } from './db/bazaar';
import { assetOf } from './db/bazaarListings';
import { goodsOf } from '../treasure/db/issues';
import type { BazaarOrderRow, UserRow } from '../../db/schema';
import { ensurePayPassword } from '../../rules/common';
import { spend } from '../../rules/payments';
import { given, idOf, optionalId, optionalOf, readCount, wholeNumber } from '../../rules/input';
import { CODE, ensure, ok, pageOf, reader, Refusal, route, withAuth, type Fields } from '../../http/route';
import { ORDER_STATUSES } from './input';
import { findBazaarOrder } from './lookups';
import { toBazaarOrder } from './views';

export const ORDERS_PAGE_SIZE = 10;
const ROLES: readonly BazaarOrderQuery['role'][] = ['buyer', 'seller'];
const COURIER_NUMBER = /^[A-Za-z0-9]{6,30}$/;

const newestFirst = (a: BazaarOrderRow, b: BazaarOrderRow) => b.createTime - a.createTime || b.id - a.id;

/** The user's orders as buyer or seller, newest first; one listing's, one state's, or one order (`id`). */
const order = route(
  'GET /apiv2/Goods/order',
  withAuth(({ user, fields }) => {
    const role = optionalOf(fields.role, ROLES);
    ensure(role, 'badRequest');
    const status = optionalOf(fields.status, ORDER_STATUSES, wholeNumber);
    const listingId = optionalId(fields.listing_id);
    const id = optionalId(fields.id);
    const rows = db().bazaarOrders.filter(
      (o) =>
        (role === 'buyer' ? o.buyerUid : o.sellerUid) === user.uid &&
        (status === undefined || o.status === status) &&
        (listingId === undefined || o.listingId === listingId) &&
        (id === undefined || o.id === id),
    );
    return ok(pageOf(rows.sort(newestFirst), fields, toBazaarOrder, ORDERS_PAGE_SIZE, 'page'));
  }),
);

/** First step: an order for units of someone else's published listing, held for an hour, to the buyer's address. */
function place(user: UserRow, fields: Fields) {
  const state = db();
  const listing = state.bazaarListings.find((l) => l.id === idOf(fields.id));
  ensure(listing, 'goodsNotFound', CODE.notFound);
  ensure(listing.sellerUid !== user.uid, 'buyOwnListing');
  ensure(listing.status === 1, 'listingNotOnSale');
  ensure(listing.stock > 0, 'outOfStock');
  const quantity = readCount(fields.quantity);
  if (quantity > listing.stock)
    throw new Refusal('stockLeft', CODE.invalid, { stock: String(listing.stock) });
  const address = approvedAddressOf(state, user.uid);
  ensure(address, 'addressNotApproved');
  const placed = placeBazaarOrder(state, listing, user, quantity, address, now());
  return ok(toBazaarOrder(placed), 'bazaarOrderPlaced');
}

/** Second step: the buyer pays an unpaid order in its currency; the platform holds the amount until receipt. */
function pay(user: UserRow, fields: Fields) {
  const unpaid = findBazaarOrder(user, fields.order_id, 'buyer');
  ensure(unpaid.status !== 4, 'orderPayExpired');
  ensure(unpaid.status === 0, 'orderAlreadyPaid');
  ensurePayPassword(user, reader<PayOrderRequest>(fields)('pay_password'));
  const asset = assetOf(unpaid.currency);
  const enough = money(holding(user, asset)).gte(money(unpaid.amount));
  ensure(enough, unpaid.currency === 'qc' ? 'insufficientQc' : 'insufficientBalance');
  const goods = goodsOf(db(), unpaid.goodsId).name;
  spend(user, asset, unpaid.amount, { title: 'bazaarBought', params: { goods } });
  markBazaarPaid(db(), unpaid, now());
  const paid: PaidOrder = { order: toBazaarOrder(unpaid), balance: user.balance, qcBalance: user.qcBalance };
  return ok(paid, 'paymentSuccess');
}

/** Goods/buy: `{ id, quantity }` places an order, `{ order_id, pay_password }` pays one. */
const buy = route(
  'POST /apiv2/Goods/buy',
  withAuth(({ user, fields }) => (given(fields.order_id) ? pay(user, fields) : place(user, fields))),
);

/** The seller ships a paid order with the courier's number; it is received by itself 7 days later. */
const send = route(
  'POST /apiv2/Goods/send',
  withAuth(({ user, fields }) => {
    const paid = findBazaarOrder(user, fields.id, 'seller');
    ensure(paid.status !== 0, 'orderNotPaid');
    ensure(paid.status !== 4, 'orderCancelled');
    ensure(paid.status === 1, 'orderAlreadyShipped');
    const courier = reader<ShipOrderRequest>(fields)('courier_number').trim();
    ensure(COURIER_NUMBER.test(courier), 'courierInvalid');
    shipBazaarOrder(db(), paid, courier, now());
    return ok(toBazaarOrder(paid), 'orderShipped');
  }),
);

/** The buyer confirms a shipped order: completed, and the seller is credited, once. */
const receive = route(
  'POST /apiv2/Goods/receive',
  withAuth(({ user, fields }) => {
    const shipped = findBazaarOrder(user, fields.id, 'buyer');
    ensure(shipped.status !== 3, 'orderAlreadyReceived');
    ensure(shipped.status !== 4, 'orderCancelled');
    ensure(shipped.status === 2, 'orderNotShipped');
    completeBazaarOrder(db(), shipped, now());
    return ok(toBazaarOrder(shipped), 'receiptConfirmed');
  }),
);

export const bazaarOrderHandlers = [order, buy, send, receive];
