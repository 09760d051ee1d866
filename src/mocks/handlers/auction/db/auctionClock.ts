import { amountIn, ASSET_NAMES } from '../../orders/orderTexts';
import type { Why } from '../../profile/db/ledgerTexts';
import { depositOf, depositsOf, rivalBid } from './auctions';
import { credit } from '../../../db/balances';
import { addNotice } from '../../../db/notices';
import { createOrder } from '../../orders/db/orders';
import type { AuctionRow, DbState } from '../../../db/schema';

/** The ledger line of a deposit given back, and of one taken (Auction/deposit). */
export const depositRefundWhy = (auction: AuctionRow): Why => ({
  title: 'auctionRefund',
  params: { goods: auction.name },
});
export const depositWhy = (auction: AuctionRow): Why => ({
  title: 'auctionDeposit',
  params: { goods: auction.name },
});

/**
 * The winner's side of an ended auction: an auction order of one item at the final price, unclaimed, the
 * deposit counted towards it (ClaimAuction takes the rest), and a notice that opens the order.
 */
function sell(state: DbState, auction: AuctionRow, time: number): void {
  const winner = auction.lastUid;
  const deposit = depositOf(state, auction.id, winner);
  const fields = {
    kind: 'auction',
    goodsId: auction.goodsId,
    issueId: null,
    firstNumber: null,
    drawState: null,
    itemState: 'unclaimed',
  } as const;
  const payment = { uid: winner, count: 1, payType: 'balance', amount: auction.lastPrice } as const;
  const order = createOrder(state, fields, payment, time);
  order.prepaid = deposit?.amount ?? 0;
  if (deposit) {
    deposit.state = 'counted';
    deposit.settleTime = time;
  }
  auction.status = 2;
  auction.orderId = order.id;
  const params = {
    goods: auction.name,
    lot: auction.drawNumber,
    orderNo: order.orderNo,
    amount: amountIn(String(auction.lastPrice), ASSET_NAMES.balance),
    deposit: amountIn(String(order.prepaid), ASSET_NAMES.balance),
  };
  addNotice(state, winner, { kind: 'auctionWon', refId: order.id, refKind: 'auction' }, params, time);
}

/**
 * Closes the auction at its end time, once: sold to the last bidder (ended), or reserved without bids; every
 * deposit still held is refunded to the balance with a ledger line. The seed closes its past auctions with
 * `moveMoney` off: their money moved before the seeded holdings (the demo's in its ledger history, seedMy).
 */
export function closeAuction(state: DbState, auction: AuctionRow, time: number, moveMoney = true): void {
  if (auction.status === 2 || auction.status === 3) return;
  auction.closeTime = time;
  auction.rivalDueAt = null;
  if (auction.lastUid === 0) auction.status = 3;
  else sell(state, auction, time);
  for (const deposit of depositsOf(state, auction.id)) {
    if (deposit.state !== 'held') continue;
    deposit.state = 'refunded';
    deposit.settleTime = time;
    const user = state.users.find((u) => u.uid === deposit.uid);
    if (moveMoney && user) credit(state, user, 'balance', deposit.amount, depositRefundWhy(auction), time);
  }
}

/** What the clock does next to the auction, and when; null once it is closed. */
function nextEventOf(auction: AuctionRow): { time: number; act: 'open' | 'rivalBid' | 'close' } | null {
  if (auction.status === 0) return { time: auction.startTime, act: 'open' };
  if (auction.status !== 1) return null;
  const rival = auction.rivalDueAt;
  return rival !== null && rival < auction.endTime
    ? { time: rival, act: 'rivalBid' }
    : { time: auction.endTime, act: 'close' };
}

/** When the clock next changes an auction (it opens, a rival bids, it closes); null when none will. */
export function nextAuctionDue(state: DbState): number | null {
  return state.auctions.reduce<number | null>((soonest, auction) => {
    const next = nextEventOf(auction);
    return next === null ? soonest : Math.min(soonest ?? next.time, next.time);
  }, null);
}

/**
 * Everything the clock decided about auctions by `time`, one event at a time in time order across all of
 * them, each at its own moment: upcoming ones open, rivals bid, ongoing ones close. Each event moves the
 * auction on (a rival bid schedules the next one later, or none), so this ends and never applies one twice.
 */
export function advanceAuctions(state: DbState, time: number, moveMoney = true): void {
  for (;;) {
    let due: { auction: AuctionRow; time: number; act: 'open' | 'rivalBid' | 'close' } | null = null;
    for (const auction of state.auctions) {
      const next = nextEventOf(auction);
      if (next && next.time <= time && (due === null || next.time < due.time)) due = { auction, ...next };
    }
    if (due === null) return;
    const { auction } = due;
    if (due.act === 'open') {
      auction.status = 1;
      if (auction.rivalDueAt !== null) auction.rivalDueAt = Math.max(auction.rivalDueAt, auction.startTime);
    } else if (due.act === 'rivalBid') rivalBid(state, auction, due.time);
    else closeAuction(state, auction, due.time, moveMoney);
  }
}
