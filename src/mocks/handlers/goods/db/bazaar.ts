import { money, toWire } from '../../../../lib/money';
import { amountIn, ASSET_NAMES } from '../../orders/orderTexts';
import type { NoticeParams } from '../../../texts/noticeTexts';
import { credit } from '../../../db/balances';
import { DAY_MS } from '../../../db/calendar';
import { assetOf, imagesOf, listingOf } from './bazaarListings';
import { goodsOf } from '../../treasure/db/issues';
import { addNotice } from '../../../db/notices';
import type { AddressRow, BazaarListingRow, BazaarOrderRow, DbState, UserRow } from '../../../db/schema';
import { serialFor, takeId } from '../../../db/sequence';

/** An order not paid this long after it was placed is cancelled and its stock goes back (decision 0034)… */
export const PAY_WINDOW_MS = 3_600_000;
/** …and a shipped order is received by itself this long after it shipped, the seller credited then. */
export const AUTO_RECEIVE_MS = 7 * DAY_MS;

/** `B0000000042`: the order's id, so it is unique. */
export const bazaarOrderNoFor = (id: number): string => serialFor('B', id);

function userOf(state: DbState, uid: number): UserRow {
  const user = state.users.find((u) => u.uid === uid);
  if (!user) throw new Error(`fake backend: user ${uid} is missing`);
  return user;
}

/** The figures a notice about the order names; the amount with its unit in each language. */
function aboutOrder(state: DbState, order: BazaarOrderRow): NoticeParams {
  const amount = String(order.amount);
  return {
    goods: goodsOf(state, order.goodsId).name,
    orderNo: order.orderNo,
    quantity: String(order.quantity),
    amount: order.currency === 'qc' ? `${amount} QC` : amountIn(amount, ASSET_NAMES.balance),
    buyer: userOf(state, order.buyerUid).nickName,
    seller: userOf(state, order.sellerUid).nickName,
    courier: order.courierNumber,
  };
}

const about = (kind: 'bazaarPaid' | 'bazaarShipped' | 'bazaarSettled', order: BazaarOrderRow) => ({
  kind,
  refId: order.id,
});

/**
 * Places an order (the caller has checked the listing, the quantity and the address): the units are held
 * out of the stock until it is paid, or go back when it is cancelled at `payDeadline`.
 */
export function placeBazaarOrder(
  state: DbState,
  listing: BazaarListingRow,
  buyer: UserRow,
  quantity: number,
  address: AddressRow,
  time: number,
): BazaarOrderRow {
  const id = takeId(state, 'bazaarOrder');
  const row: BazaarOrderRow = {
    id,
    orderNo: bazaarOrderNoFor(id),
    listingId: listing.id,
    goodsId: listing.goodsId,
    image: imagesOf(state, listing)[0] ?? '',
    price: listing.price,
    currency: listing.currency,
    quantity,
    amount: toWire(money(listing.price).times(quantity)),
    buyerUid: buyer.uid,
    sellerUid: listing.sellerUid,
    recipientName: address.recipientName,
    recipientPhone: `${address.recipientPhoneRegion} ${address.recipientPhoneNumber}`,
    address: address.address,
    courierNumber: '',
    status: 0,
    createTime: time,
    payDeadline: time + PAY_WINDOW_MS,
    payTime: null,
    sendTime: null,
    autoReceiveTime: null,
    finishTime: null,
    cancelTime: null,
  };
  listing.stock -= quantity;
  state.bazaarOrders.push(row);
  return row;
}

/**
 * The order is paid: the platform holds the amount (the caller took it from the buyer; the seed's history
 * took it before the seeded holdings), the units count as sold and the seller is told to ship.
 */
export function markBazaarPaid(state: DbState, order: BazaarOrderRow, time: number): void {
  order.status = 1;
  order.payTime = time;
  listingOf(state, order.listingId).sales += order.quantity;
  addNotice(state, order.sellerUid, about('bazaarPaid', order), aboutOrder(state, order), time);
}

/** The seller shipped it: the buyer is told, and it is received by itself `AUTO_RECEIVE_MS` later. */
export function shipBazaarOrder(state: DbState, order: BazaarOrderRow, courier: string, time: number): void {
  order.status = 2;
  order.courierNumber = courier;
  order.sendTime = time;
  order.autoReceiveTime = time + AUTO_RECEIVE_MS;
  addNotice(state, order.buyerUid, about('bazaarShipped', order), aboutOrder(state, order), time);
}

/** Received (by the buyer or by the clock): the seller is credited the amount held, once. */
export function completeBazaarOrder(state: DbState, order: BazaarOrderRow, time: number): void {
  if (order.status !== 2) throw new Error(`fake backend: bazaar order ${order.id} is not shipped`);
  order.status = 3;
  order.finishTime = time;
  const goods = goodsOf(state, order.goodsId).name;
  const seller = userOf(state, order.sellerUid);
  credit(
    state,
    seller,
    assetOf(order.currency),
    order.amount,
    { title: 'bazaarSold', params: { goods } },
    time,
  );
  addNotice(state, order.sellerUid, about('bazaarSettled', order), aboutOrder(state, order), time);
}

/** Not paid in time: cancelled, the units back in stock. No money moved, so none moves back. */
export function cancelBazaarOrder(state: DbState, order: BazaarOrderRow, time: number): void {
  order.status = 4;
  order.cancelTime = time;
  listingOf(state, order.listingId).stock += order.quantity;
}

/** What the clock decided by `time`, each at its own moment: unpaid orders past the hour, receipts after 7 days. */
export function advanceBazaarOrders(state: DbState, time: number): void {
  for (const order of state.bazaarOrders) {
    if (order.status === 0 && order.payDeadline <= time) cancelBazaarOrder(state, order, order.payDeadline);
    const due = order.autoReceiveTime;
    if (order.status === 2 && due !== null && due <= time) completeBazaarOrder(state, order, due);
  }
}
