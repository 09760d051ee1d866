import { replaceEqualDeep, type InfiniteData } from '@tanstack/react-query';
import { millisOf } from '../../lib/format';
import { compare } from '../../lib/money';
import type { Page } from '../types';

/**
 * What replaces what in the cached auctions (decision 0068). Every bid is higher than the last, so of two
 * standings of one auction the higher price is the newer news, whichever arrived last: a push overtaken by
 * another, a read or a bid's answer that left before a push came in. Pure: auctionLive.ts writes pushes
 * with it, auction.ts merges every answer with it.
 */

/** Who holds an auction's top bid, and at what price: what a push tells, and every auction answer holds. */
export interface Standing {
  id: number;
  last_price: number;
  last_uid: number;
  avatar: string;
  nick_name: string;
}

/** A bid in an auction's records: as the server lists it, or pushed since (a push tells no time: null). */
export interface BidRecord {
  uid: number;
  nick_name: string;
  avatar: string;
  price: number;
  create_time: number | null;
}

type WithRecords = Standing & { bids: BidRecord[] };

export type AuctionPages<T> = InfiniteData<Page<T> | null, unknown>;

/** The server lists an auction's 20 newest bids (docs/api.md §9): pushed ones join them up to as many. */
export const RECORDS_HELD = 20;

/** The same price is news only where nobody led yet (a first bid at the starting price). */
function isNews(held: Standing, next: Standing): boolean {
  const order = compare(next.last_price, held.last_price);
  return order > 0 || (order === 0 && held.last_uid === 0 && next.last_uid !== 0);
}

const standingOf = ({ last_price, last_uid, avatar, nick_name }: Standing) => ({
  last_price,
  last_uid,
  avatar,
  nick_name,
});

/** Newest first; pushed bids (no time yet) above the listed ones; within one second, or pushed, by price. */
export const newestFirst = (a: BidRecord, b: BidRecord): number =>
  (b.create_time === null ? Infinity : millisOf(b.create_time)) -
    (a.create_time === null ? Infinity : millisOf(a.create_time)) || compare(b.price, a.price);

/** The auction with `update`'s standing when it is news; otherwise the same object, so nothing re-renders. */
export function withStanding<T extends Standing>(auction: T, update: Standing): T {
  return auction.id === update.id && isNews(auction, update)
    ? { ...auction, ...standingOf(update) }
    : auction;
}

/** An auction's detail with a pushed bid: the standing, and the bid on top of its records ("just now"). */
export function detailWithUpdate<T extends WithRecords>(detail: T, update: Standing): T {
  const raised = withStanding(detail, update);
  if (raised === detail) return detail;
  const { last_uid: uid, nick_name, avatar, last_price: price } = update;
  // A price is one bid (each is higher than the last): a record already listed at it is this bid.
  const listed = detail.bids.some((bid) => compare(bid.price, price) === 0);
  const bids = listed
    ? detail.bids
    : [{ uid, nick_name, avatar, price, create_time: null }, ...detail.bids]
        .sort(newestFirst)
        .slice(0, RECORDS_HELD);
  return { ...raised, bids };
}

/**
 * A bid's answer (the auction as it now stands) over the detail held: its bid joins the records as a pushed
 * one would, and its other fields are taken as they are; a push already higher keeps its standing.
 */
export function detailWithAnswer<T extends WithRecords>(detail: T, answer: Partial<T> & Standing): T {
  const raised = detailWithUpdate(detail, answer);
  return { ...raised, ...answer, ...standingOf(raised) };
}

/**
 * A read's answer over what the cache holds: the answer, except a standing the cache holds that is higher
 * (pushed while the read was on its way), and the records pushed above the answer's price.
 */
export function keepPushedDetail<T extends WithRecords>(held: T | undefined, read: T): T {
  if (!held || held.id !== read.id || !isNews(read, held)) return read;
  const pushed = held.bids.filter((bid) => compare(bid.price, read.last_price) > 0);
  const bids = [
    ...pushed,
    ...read.bids.filter((bid) => !pushed.some((p) => compare(p.price, bid.price) === 0)),
  ];
  return { ...read, ...standingOf(held), bids };
}

/** Each row of a paged list through `change`; pages and lists nothing changed in keep their identity. */
function mapRows<T>(data: AuctionPages<T>, change: (row: T) => T): AuctionPages<T> {
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page?.list) return page;
    const list = page.list.map(change);
    if (list.every((row, index) => row === page.list[index])) return page;
    changed = true;
    return { ...page, list };
  });
  return changed ? { ...data, pages } : data;
}

/** A paged list of auctions with a pushed bid: its row, wherever it is listed, takes the new standing. */
export const pagesWithUpdate = <T extends Standing>(data: AuctionPages<T>, update: Standing) =>
  mapRows(data, (row) => withStanding(row, update));

/** A paged list's fresh pages over what the cache holds: a row keeps a higher standing pushed meanwhile. */
export function keepPushedPages<T extends Standing>(
  held: AuctionPages<T> | undefined,
  read: AuctionPages<T>,
): AuctionPages<T> {
  if (!held) return read;
  const heldRows = new Map<number, T>();
  for (const page of held.pages) for (const row of page?.list ?? []) heldRows.set(row.id, row);
  return mapRows(read, (row) => {
    const before = heldRows.get(row.id);
    return before && isNews(row, before) ? { ...row, ...standingOf(before) } : row;
  });
}

/**
 * A query's `structuralSharing`: the answer merged with what the cache holds by `merge`, then shared with it
 * as TanStack does by default (unchanged parts keep their identity). TanStack types both sides unknown; they
 * are this query's data.
 */
export const sharedKeeping =
  <T>(merge: (held: T | undefined, read: T) => T) =>
  (held: unknown, read: unknown): unknown =>
    replaceEqualDeep(held, merge(held as T | undefined, read as T));
