/**
 * The fake backend's only source of "now". Tests and the e2e helpers freeze or move it to exercise
 * expiries, rate limits and schedules without waiting.
 */
let fixed: number | null = null;

export function now(): number {
  return fixed ?? Date.now();
}

export function setNow(ms: number): void {
  fixed = ms;
}

/** Moves time forward; a running real clock is frozen at the moved-to instant. */
export function advance(ms: number): void {
  fixed = now() + ms;
}

export function useRealClock(): void {
  fixed = null;
}

export const clock = { now, setNow, advance, useRealClock };
