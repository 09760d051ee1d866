import type { AuctionListQuery } from '../../../api/auctions/auction';
import { db } from '../../db';
import type { AuctionDepositRow, AuctionRow } from '../../db/schema';
import { optionalOf, wholeNumber } from '../../rules/input';
import { CODE, ensure, ok, pageOf, route } from '../../http/route';
import { findAuctionOr404 } from './lookups';
import { toAuction, toAuctionDetail } from './views';

export const AUCTIONS_PAGE_SIZE = 20;
const STATUSES: readonly NonNullable<AuctionListQuery['status']>[] = [0, 1, 2];
const JOINED: readonly NonNullable<AuctionListQuery['joined']>[] = [1];

/** Upcoming soonest first, ongoing ending soonest first, closed latest first; ties by id. */
const soonestStart = (a: AuctionRow, b: AuctionRow) => a.startTime - b.startTime || a.id - b.id;
const soonestEnd = (a: AuctionRow, b: AuctionRow) => a.endTime - b.endTime || a.id - b.id;
const latestEnd = (a: AuctionRow, b: AuctionRow) => b.endTime - a.endTime || b.id - a.id;

const isClosed = (a: AuctionRow) => a.status === 2 || a.status === 3;

/** The auctions in one state in that state's order; without a state, ongoing, upcoming and closed in turn. */
function inState(rows: readonly AuctionRow[], status: 0 | 1 | 2 | undefined): AuctionRow[] {
  const upcoming = rows.filter((a) => a.status === 0).sort(soonestStart);
  const ongoing = rows.filter((a) => a.status === 1).sort(soonestEnd);
  const closed = rows.filter(isClosed).sort(latestEnd);
  if (status === 0) return upcoming;
  if (status === 1) return ongoing;
  if (status === 2) return closed;
  return [...ongoing, ...upcoming, ...closed];
}

const latestDeposit = (a: AuctionDepositRow, b: AuctionDepositRow) =>
  b.createTime - a.createTime || b.id - a.id;

/** The list, 20 a page; `joined=1` only the user's auctions, by their latest deposit first. */
const list = route('GET /apiv2/Auction/list', ({ user, fields, lang }) => {
  const status = optionalOf(fields.status, STATUSES, wholeNumber);
  const joined = optionalOf(fields.joined, JOINED, wholeNumber);
  const state = db();
  let rows = inState(state.auctions, status);
  if (joined) {
    ensure(user, 'pleaseLogIn', CODE.session);
    const deposits = state.auctionDeposits.filter((d) => d.uid === user.uid).sort(latestDeposit);
    const wanted = new Set(rows.map((a) => a.id));
    rows = deposits.flatMap((d) => rows.filter((a) => a.id === d.auctionId && wanted.has(a.id)));
  }
  return ok(pageOf(rows, fields, (row) => toAuction(row, user, lang), AUCTIONS_PAGE_SIZE));
});

const detail = route('GET /apiv2/Auction/detail', ({ user, fields, lang }) =>
  ok(toAuctionDetail(findAuctionOr404(fields.id), user, lang)),
);

export const browseHandlers = [list, detail];
