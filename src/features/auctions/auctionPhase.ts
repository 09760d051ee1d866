import type { Auction } from '../../api/auctions/auction';
import { millisOf } from '../../lib/format';

/**
 * Where an auction stands on the server's clock (docs/decisions/0035). `starting` and `closing` are the
 * moments after a countdown reached zero and before the server has said so: the page reads the auction again
 * until it does, and nothing claims a result meanwhile.
 */
export type AuctionPhase = 'upcoming' | 'starting' | 'ongoing' | 'closing' | 'ended' | 'reserved';

type Timed = Pick<Auction, 'status' | 'start_time' | 'end_time'>;

export function phaseOf(auction: Timed, now: number): AuctionPhase {
  if (auction.status === 2) return 'ended';
  if (auction.status === 3) return 'reserved';
  if (auction.status === 0) return now < millisOf(auction.start_time) ? 'upcoming' : 'starting';
  return now < millisOf(auction.end_time) ? 'ongoing' : 'closing';
}

/** A countdown reached zero and the server has not said what followed: read the auction again. */
export const isDue = (phase: AuctionPhase) => phase === 'starting' || phase === 'closing';

/** How often a due auction is read again. */
export const DUE_POLL_MS = 2000;

/** The instant an auction counts down to: its start while upcoming, its end while it runs. */
export const countdownTo = (auction: Timed): number =>
  millisOf(auction.status === 0 ? auction.start_time : auction.end_time);
