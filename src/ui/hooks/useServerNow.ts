import { useSyncExternalStore } from 'react';
import { onServerClockChange, serverNow } from '../../lib/serverClock';

export const TICK_MS = 1000;

/*
 * One ticker for every countdown on screen: a single interval while anything watches it (a list of twenty
 * cards ticks once, not twenty times). Each tick reads the server's time afresh, and so does a tab shown
 * again and a new offset, so no countdown drifts or lags behind a background pause.
 */
const subscribers = new Set<() => void>();
let now = serverNow();
let timer: ReturnType<typeof setInterval> | undefined;
let stopClock: (() => void) | undefined;

function tick() {
  now = serverNow();
  readAt = Date.now();
  subscribers.forEach((subscriber) => subscriber());
}

function onShown() {
  if (document.visibilityState === 'visible') tick();
}

function subscribe(subscriber: () => void) {
  subscribers.add(subscriber);
  if (subscribers.size === 1) {
    now = serverNow();
    readAt = Date.now();
    timer = setInterval(tick, TICK_MS);
    stopClock = onServerClockChange(tick);
    document.addEventListener('visibilitychange', onShown);
  }
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size > 0) return;
    clearInterval(timer);
    stopClock?.();
    document.removeEventListener('visibilitychange', onShown);
  };
}

let readAt = 0;

/** Between ticks, the time of the last one; with nothing ticking, the time is read again once it is a tick old. */
function snapshot() {
  if (subscribers.size === 0 && Date.now() - readAt >= TICK_MS) {
    now = serverNow();
    readAt = Date.now();
  }
  return now;
}

/** The server's time now (ms), re-read every second. */
export function useServerNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
