import { now } from '../clock';
import { db, transaction } from '../db';
import { arrivalsSince, marksOf } from '../db/arrivals';
import { catchUp } from '../db/clockwork';
import { nextReplyDue } from '../db/kefu';
import { pushArrivals } from '../hub/push';

/**
 * The one real timer of the fake backend: support's next reply. Module state, never saved: after a reload
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
 * pure), and the reply timer is set for what is now due next. A refused request changes and tells nothing.
 */
export async function liveTransaction<T>(
  work: () => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<T> {
  const { result, saved } = await transaction(
    async () => {
      const marks = marksOf(db());
      catchUp(db(), now());
      const outcome = await work();
      if (!succeeded(outcome)) return { result: outcome, saved: null };
      return {
        result: outcome,
        saved: { arrivals: arrivalsSince(db(), marks), nextDue: nextReplyDue(db()) },
      };
    },
    (run) => run.saved !== null,
  );
  if (saved) {
    pushArrivals(saved.arrivals);
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
