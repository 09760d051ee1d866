import { sendVisitLogs, type VisitLog } from '../api/base';

/**
 * Page visits: one entry per page show (path, when it was entered and left), batched and sent to
 * Base/subscribeLog — at 20 entries, every 10 s, and when the page is hidden.
 */
const BATCH = 20;
const FLUSH_MS = 10_000;

let queue: VisitLog[] = [];
let current: { path: string; enterAt: number } | null = null;
let timer: number | undefined;

function flush() {
  window.clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  const logs = queue;
  queue = [];
  sendVisitLogs(logs).catch(() => {
    // Visits are best effort: a lost batch must never disturb the user.
  });
}

function closeCurrent(now: number) {
  if (!current) return;
  queue.push({ path: current.path, enterAt: current.enterAt, leaveAt: now });
  current = null;
  if (queue.length >= BATCH) flush();
  else if (timer === undefined) timer = window.setTimeout(flush, FLUSH_MS);
}

export function recordVisit(path: string, now = Date.now()) {
  if (current?.path === path) return;
  closeCurrent(now);
  current = { path, enterAt: now };
}

let listening = false;
export function startVisitTracking() {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    const path = current?.path;
    closeCurrent(Date.now());
    flush();
    if (path) current = { path, enterAt: Date.now() };
  });
}

/** For tests: drop whatever is pending. */
export function resetVisits() {
  window.clearTimeout(timer);
  timer = undefined;
  queue = [];
  current = null;
}
