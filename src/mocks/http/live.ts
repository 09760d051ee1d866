import { now } from '../clock';
import { db, refresh, transaction } from '../db';
import { arrivalsSince, marksOf } from '../db/arrivals';
import { nextAuctionDue } from '../handlers/auction/db/auctionClock';
import { auctionUpdatesSince } from '../handlers/auction/db/auctions';
import { catchUp } from '../db/clockwork';
import { nextReplyDue } from '../handlers/kefu/db/kefu';
import { nextReviewDue } from '../handlers/task/db/taskReview';
import { pushArrivals, pushAuctionUpdates } from '../hub/push';
import { watchConnections } from '../hub/socket';

/**
 * One of the fake backend's two real timers (the other is the auction ticker below): support's next reply. Module state, never saved: after a reload
 * the next request's catch-up writes a reply that came due meanwhile, and sets the timer again.
 */
let replyTimer: ReturnType<typeof setTimeout> | null = null;

/** Node's timers would keep the process (Vitest, a server shutting down) alive for a reply nobody waits on. */
function unref(handle: unknown): void {
  if (
    typeof handle === 'object' &&
    handle !== null &&
    'unref' in handle &&
    typeof handle.unref === 'function'
  ) {
    handle.unref();
  }
}

/** Replaces the timer with one for `dueAt` (none when null); set afresh after every change of the state. */
function setReplyTimer(dueAt: number | null): void {
  if (replyTimer !== null) clearTimeout(replyTimer);
  replyTimer = null;
  if (dueAt === null) return;
  replyTimer = setTimeout(() => void replyWhenDue(), Math.max(0, dueAt - now()));
  unref(replyTimer);
}

/** Forgets the waiting reply's timer: the state it was set for is gone (a reset; a test's end). */
export const stopReplyTimer = () => setReplyTimer(null);

/**
 * Runs `work` as one transaction, after the clock's catch-up. Once its changes are saved, whoever got
 * something in a box is told over the hub (db/arrivals reads what is new from the rows, so the rules stay
 * pure), every bid accepted since (a person's or a rival's) is pushed to everyone, and the reply timer is set
 * for what is now due next. A refused request changes and tells nothing.
 */
export async function liveTransaction<T>(
  work: () => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<T> {
  const { result, saved } = await transaction(
    async () => {
      const marks = marksOf(db());
      const bidMark = db().seq.auctionBid;
      catchUp(db(), now());
      const outcome = await work();
      if (!succeeded(outcome)) return { result: outcome, saved: null };
      return {
        result: outcome,
        saved: {
          arrivals: arrivalsSince(db(), marks),
          updates: auctionUpdatesSince(db(), bidMark),
          nextDue: nextReplyDue(db()),
        },
      };
    },
    (run) => run.saved !== null,
  );
  if (saved) {
    pushArrivals(saved.arrivals);
    pushAuctionUpdates(saved.updates);
    setReplyTimer(saved.nextDue);
  }
  return result;
}

/**
 * The timer fired: the catch-up writes the reply and it is pushed, with no request. If a request's catch-up
 * got there first, the reply is written already and nothing arrives twice. A fake clock held back (tests)
 * may not have reached it yet: then the next request sets the timer again, rather than this one polling.
 */
async function replyWhenDue(): Promise<void> {
  replyTimer = null;
  const dueAt = nextReplyDue(db());
  if (dueAt === null || dueAt > now()) return;
  try {
    await liveTransaction(
      async () => true,
      (caughtUp) => caughtUp,
    );
  } catch (error) {
    console.error('[fake backend] support reply', error);
  }
}

/** How often the ticker looks for auction events come due while someone listens. */
export const TICK_MS = 1_000;

/**
 * The auction ticker: rivals bid and auctions open and close on the clock whether or not anyone calls, and
 * the listeners must hear of it (a task proof's review too: its notice arrives with nobody calling). While at least one client is connected to the hub, once a second it reads
 * the stored state again (another tab may have moved it) and, when an auction event has come due, runs the
 * catch-up as a transaction of its own, which pushes what changed (bids to everyone, a winner's notice to
 * them). One interval at most; a tick still running skips the next; it stops when the last client leaves.
 */
let ticker: ReturnType<typeof setInterval> | null = null;
let ticking = false;

async function tick(): Promise<void> {
  if (ticking) return;
  ticking = true;
  try {
    refresh();
    const due = [nextAuctionDue(db()), nextReviewDue(db())].filter((t) => t !== null);
    if (due.some((t) => t <= now()))
      await liveTransaction(
        async () => true,
        (caughtUp) => caughtUp,
      );
  } catch (error) {
    console.error('[fake backend] auction ticker', error);
  } finally {
    ticking = false;
  }
}

/** Whether the ticker runs (someone is connected). */
export const tickerRunning = (): boolean => ticker !== null;

/** Stops the ticker (the last client left; a test's end). */
export function stopTicker(): void {
  if (ticker !== null) clearInterval(ticker);
  ticker = null;
}

function followConnections(ready: number): void {
  if (ready === 0) {
    stopTicker();
    return;
  }
  if (ticker !== null) return;
  ticker = setInterval(() => void tick(), TICK_MS);
  unref(ticker);
}

watchConnections(followConnections);
