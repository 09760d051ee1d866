/**
 * The server's clock as this device sees it (docs/decisions/0035): one offset, `server_time − the midpoint of
 * the request`, re-measured from every answer that carries the server's time. Time left is worked out from it
 * on each tick (`end − serverNow()`), never counted down, so a phone whose clock is wrong by hours, or a tab
 * back from the background, shows the server's time left.
 */
let offset = 0;
const listeners = new Set<() => void>();

/** The server's clock minus the device's, from one answer: its time against the middle of the round trip. */
export const offsetOf = (serverTime: number, sentAt: number, receivedAt: number): number =>
  Math.round(serverTime - (sentAt + receivedAt) / 2);

/** Takes the offset from an answer written at `serverTime` (ms), sent and received at those device times. */
export function noteServerTime(serverTime: unknown, sentAt: number, receivedAt: number) {
  if (typeof serverTime !== 'number' || !Number.isFinite(serverTime) || serverTime <= 0) return;
  const next = offsetOf(serverTime, sentAt, receivedAt);
  if (next === offset) return;
  offset = next;
  listeners.forEach((listener) => listener());
}

/** The server's "now" in ms, as well as this device can tell. */
export const serverNow = (): number => Date.now() + offset;

/** The milliseconds from `now` (the server's) until `until`; 0 once it has passed. */
export const msUntil = (until: number, now: number = serverNow()): number => Math.max(0, until - now);

/** Runs a call and measures the offset around it from the server's time its answer carries. */
export async function measured<T>(
  request: () => Promise<T>,
  serverTimeOf: (answer: T) => unknown,
): Promise<T> {
  const sentAt = Date.now();
  const answer = await request();
  noteServerTime(serverTimeOf(answer), sentAt, Date.now());
  return answer;
}

/** Tells `listener` each time the offset changes; returns the unsubscribe. */
export function onServerClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the offset (tests). */
export function resetServerClock() {
  offset = 0;
}
