import { biddingHandlers } from './bidding';
import { browseHandlers } from './browse';

/** The Auction (v2) group: live auctions (docs/api.md §9, docs/decisions/0035). */
export const auctionHandlers = [...browseHandlers, ...biddingHandlers];
