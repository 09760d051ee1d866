import type { AuctionUpdate } from '../../../../api/auctions/auction';
import { bidStep, DEFAULT_BID_RATIO } from '../../../../api/auctions/rules/auctionBid';
import { money, toWire, type Money } from '../../../../lib/money';
import { createPrng } from '../../../db/prng';
import type { AuctionBidRow, AuctionDepositRow, AuctionRow, DbState, UserRow } from '../../../db/schema';
import { takeId } from '../../../db/sequence';

const MINUTE = 60_000;
/** A rival answers someone else's lead this long after it, on the fake clock (decision 0035)… */
export const RIVAL_REACT_MS = MINUTE;
/** …and bids by himself every few minutes: between these two, decided by the auction's own generator. */
export const RIVAL_IDLE_MIN_MS = 3 * MINUTE;
export const RIVAL_IDLE_MAX_MS = 6 * MINUTE;
/** The detail shows this many of the latest bids. */
export const BIDS_SHOWN = 20;

const RIVAL_SEED = 35_035;

/** evaluation_price × auction_bid_ratio, rounded up to the cent. */
export function bidStepOf(state: DbState, auction: AuctionRow): Money {
  const ratio = state.config.sysConfig.auction_bid_ratio ?? DEFAULT_BID_RATIO;
  return bidStep(auction.evaluationPrice, ratio);
}

/** The lowest bid accepted now: the highest bid (the starting price before any) plus one step. */
export const minimumBidOf = (state: DbState, auction: AuctionRow): Money =>
  money(auction.lastPrice).plus(bidStepOf(state, auction));

/** evaluation_price × auction_security_deposit_ratio, to the cent: what a new auction asks as its deposit. */
export const securityDepositFor = (state: DbState, evaluationPrice: number): number =>
  toWire(money(evaluationPrice).times(money(state.config.sysConfig.auction_security_deposit_ratio)));

export function findAuction(state: DbState, id: number): AuctionRow | undefined {
  return state.auctions.find((a) => a.id === id);
}

export const depositOf = (state: DbState, auctionId: number, uid: number): AuctionDepositRow | undefined =>
  state.auctionDeposits.find((d) => d.auctionId === auctionId && d.uid === uid);

export const depositsOf = (state: DbState, auctionId: number): AuctionDepositRow[] =>
  state.auctionDeposits.filter((d) => d.auctionId === auctionId);

/** The auction's bids, newest first. */
export const bidsOf = (state: DbState, auctionId: number): AuctionBidRow[] =>
  state.auctionBids.filter((b) => b.auctionId === auctionId).sort((a, b) => b.id - a.id);

const isRival = (auction: AuctionRow, uid: number): boolean => auction.rivals.some((r) => r.uid === uid);

/** The rivals who could bid now: not the leader, and the minimum next bid within their limit. */
export function eligibleRivals(state: DbState, auction: AuctionRow) {
  const minimum = minimumBidOf(state, auction);
  return auction.rivals.filter((r) => r.uid !== auction.lastUid && money(r.limit).gte(minimum));
}

/** The auction's own generator for its next rival move: the same bids give the same moves on every machine. */
const prngOf = (state: DbState, auction: AuctionRow) =>
  createPrng(RIVAL_SEED + auction.id * 7_919 + bidsOf(state, auction.id).length);

/**
 * When a rival bids next after a bid of `uid` at `time`: a minute later when someone else took the lead,
 * a few minutes later when a rival did; never when no rival could.
 */
function scheduleRivals(state: DbState, auction: AuctionRow, time: number): void {
  if (eligibleRivals(state, auction).length === 0) {
    auction.rivalDueAt = null;
    return;
  }
  if (!isRival(auction, auction.lastUid)) {
    auction.rivalDueAt = time + RIVAL_REACT_MS;
    return;
  }
  auction.rivalDueAt = time + prngOf(state, auction).int(RIVAL_IDLE_MIN_MS, RIVAL_IDLE_MAX_MS);
}

/** A deposit taken at `time` (the caller moved the money, or the seed's history did): held while it runs. */
export function recordDeposit(
  state: DbState,
  auction: AuctionRow,
  uid: number,
  time: number,
): AuctionDepositRow {
  const row: AuctionDepositRow = {
    id: takeId(state, 'auctionDeposit'),
    auctionId: auction.id,
    uid,
    amount: auction.securityDeposit,
    state: 'held',
    createTime: time,
    settleTime: null,
  };
  state.auctionDeposits.push(row);
  return row;
}

/** An accepted bid (the caller checked it): the auction's price and leader, and the rivals' next move. */
export function recordBid(
  state: DbState,
  auction: AuctionRow,
  uid: number,
  price: number,
  time: number,
): AuctionBidRow {
  const row: AuctionBidRow = {
    id: takeId(state, 'auctionBid'),
    auctionId: auction.id,
    uid,
    price,
    createTime: time,
  };
  state.auctionBids.push(row);
  auction.lastPrice = price;
  auction.lastUid = uid;
  scheduleRivals(state, auction, time);
  return row;
}

/**
 * A rival's bid, due at `time`: the minimum when he answers someone else's lead, else up to two steps more,
 * never above his limit. The one who answers a person is the first rival who can (the determined one).
 */
export function rivalBid(state: DbState, auction: AuctionRow, time: number): void {
  const eligible = eligibleRivals(state, auction);
  const prng = prngOf(state, auction);
  const answering = auction.lastUid !== 0 && !isRival(auction, auction.lastUid);
  const rival = answering ? eligible[0] : eligible[prng.int(0, eligible.length - 1)];
  if (!rival) {
    auction.rivalDueAt = null;
    return;
  }
  const steps = answering ? 0 : prng.int(0, 2);
  const wanted = minimumBidOf(state, auction).plus(bidStepOf(state, auction).times(steps));
  const price = wanted.gt(money(rival.limit)) ? money(rival.limit) : wanted;
  recordBid(state, auction, rival.uid, toWire(price), time);
}

/** What the socket tells everyone of a bid: the auction's new price and leader. */
export function toAuctionUpdate(state: DbState, bid: AuctionBidRow): AuctionUpdate {
  const bidder: UserRow | undefined = state.users.find((u) => u.uid === bid.uid);
  return {
    id: bid.auctionId,
    last_price: bid.price,
    last_uid: bid.uid,
    avatar: bidder?.avatar ?? '',
    nick_name: bidder?.nickName ?? '',
  };
}

/** The bids written since the sequence stood at `mark`, oldest first, as the socket pushes them. */
export const auctionUpdatesSince = (state: DbState, mark: number): AuctionUpdate[] =>
  state.auctionBids.filter((b) => b.id > mark).map((b) => toAuctionUpdate(state, b));
