/**
 * A bid's states, in words that do not overclaim (docs/decisions/0035). Nothing here says "accepted" or "won":
 * the best a running auction can tell is that the user leads.
 *
 * - `sending`: the bid is on its way; no other bid leaves meanwhile.
 * - `leading`: the server confirmed the user holds the highest bid, at `price`.
 * - `refused`: the server said no, in its words (nothing changed).
 * - `checking`: the answer never came; the auction is read again to learn whether the bid went through.
 *   The bid is never sent again.
 * - `unconfirmed`: reading it failed too; the user may check again (still not resending).
 * - `notPlaced`: the check found someone else (or nobody) at the top: the bid did not go through, or it was
 *   overtaken since. The page shows the new minimum.
 *
 * Being outbid is no state of the bid: it is how the cached auction stands (`isOvertaken`), worked out on each
 * render, so a push, a fresh read and a bid's answer all say it alike.
 */
export type BidState =
  | { kind: 'idle' }
  | { kind: 'sending'; price: string }
  | { kind: 'leading'; price: string }
  | { kind: 'refused'; message: string }
  | { kind: 'checking'; price: string }
  | { kind: 'unconfirmed'; price: string }
  | { kind: 'notPlaced' };

/** Who leads an auction, as an answer or the socket tells it. */
export interface Leader {
  last_uid: number;
  last_price: number;
}

export type BidEvent =
  /** the user sends a bid of `price` (decimal text) */
  | { type: 'send'; price: string }
  /** the server answered the bid: the auction as it now stands */
  | { type: 'answered'; auction: Leader; me: number }
  /** the server refused the bid */
  | { type: 'refused'; message: string }
  /** no answer: a network failure or a timeout */
  | { type: 'lost' }
  /** the user asks to check an unconfirmed bid again */
  | { type: 'recheck' }
  /** the auction as read after a lost answer */
  | { type: 'checked'; auction: Leader; me: number }
  /** reading the auction after a lost answer failed */
  | { type: 'checkFailed' }
  /** the user changed the amount: an old refusal or notice no longer applies */
  | { type: 'dismiss' };

export const IDLE: BidState = { kind: 'idle' };

/** While a bid's fate is open, nothing else may be sent and no push decides it. */
export const isBusy = (state: BidState) =>
  state.kind === 'sending' || state.kind === 'checking' || state.kind === 'unconfirmed';

/**
 * What the server holds decides: the user at the top leads (their bid went through — the server's price is
 * shown, the one that stands); anyone else at the top means it did not, or was overtaken since.
 */
const leaderState = ({ auction, me }: { auction: Leader; me: number }): BidState =>
  me !== 0 && auction.last_uid === me
    ? { kind: 'leading', price: String(auction.last_price) }
    : { kind: 'notPlaced' };

export function bidReducer(state: BidState, event: BidEvent): BidState {
  switch (event.type) {
    case 'send':
      // One bid at a time, and a bid whose fate is unknown is never sent again.
      return isBusy(state) ? state : { kind: 'sending', price: event.price };
    case 'answered':
      return state.kind === 'sending' ? leaderState(event) : state;
    case 'refused':
      return state.kind === 'sending' ? { kind: 'refused', message: event.message } : state;
    case 'lost':
      return state.kind === 'sending' ? { kind: 'checking', price: state.price } : state;
    case 'recheck':
      return state.kind === 'unconfirmed' ? { kind: 'checking', price: state.price } : state;
    case 'checked':
      return state.kind === 'checking' ? leaderState(event) : state;
    case 'checkFailed':
      return state.kind === 'checking' ? { kind: 'unconfirmed', price: state.price } : state;
    case 'dismiss':
      return state.kind === 'refused' || state.kind === 'notPlaced' ? IDLE : state;
  }
}

/** What says whether the user held an auction's top: its leader, and its bids (the newest, as cached). */
export interface Held extends Leader {
  bids: readonly { uid: number }[];
}

/**
 * The user was the highest bidder and is not any more: a bid of theirs the server confirmed here (`leading`),
 * or one in the auction's records (every bid took the top when it was placed), while the auction now names
 * someone else. Not while a bid's fate is open (a push does not decide it), nor over a bid just found not
 * placed or refused, which say more.
 */
export function isOvertaken(state: BidState, auction: Held, me: number): boolean {
  if (me === 0 || auction.last_uid === me) return false;
  if (isBusy(state) || state.kind === 'notPlaced' || state.kind === 'refused') return false;
  return state.kind === 'leading' || auction.bids.some((bid) => bid.uid === me);
}
