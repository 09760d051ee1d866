import { money, roundUpTo, type Money, type MoneyLike } from '../../../lib/money';
import type { Auction } from '../auction';

/** sys_config's `auction_bid_ratio` when the server sends none (docs/api.md §9). */
export const DEFAULT_BID_RATIO = 0.01;

/** The least a bid must add: `evaluation_price × auction_bid_ratio`, rounded up to the cent. */
export const bidStep = (evaluation: MoneyLike, ratio: MoneyLike): Money =>
  roundUpTo(money(evaluation).times(money(ratio)), 2);

/** The minimum next bid: the highest bid so far (the starting bid before any) plus the step. */
export const minimumBid = (
  auction: Pick<Auction, 'last_price' | 'evaluation_price'>,
  ratio: MoneyLike,
): Money => money(auction.last_price).plus(bidStep(auction.evaluation_price, ratio));

/** The quick amounts a bid offers: the price so far plus 1, 2 and 5 steps (1 step is the minimum). */
export const QUICK_STEPS = [1, 2, 5] as const;

export const quickBid = (
  auction: Pick<Auction, 'last_price' | 'evaluation_price'>,
  ratio: MoneyLike,
  steps: number,
): Money => money(auction.last_price).plus(bidStep(auction.evaluation_price, ratio).times(steps));
