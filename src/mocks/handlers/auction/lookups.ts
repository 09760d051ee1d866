import { db } from '../../db';
import { findAuction } from './db/auctions';
import type { AuctionRow } from '../../db/schema';
import { idOf } from '../../rules/input';
import { CODE, ensure } from '../../http/route';

/** The auction of that id, else "Auction not found" (404). */
export function findAuctionOr404(id: unknown): AuctionRow {
  const auction = findAuction(db(), idOf(id));
  ensure(auction, 'auctionNotFound', CODE.notFound);
  return auction;
}

/** Still taking deposits or bids: upcoming or ongoing, else "The auction has ended". */
export const ensureNotClosed = (auction: AuctionRow): void =>
  ensure(auction.status === 0 || auction.status === 1, 'auctionEnded');
