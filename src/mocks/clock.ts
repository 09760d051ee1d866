/**
 * The fake backend's only source of "now". Tests and the e2e helpers freeze or move it to exercise
 * expiries, rate limits and schedules without waiting.
 */
let fixed: number | null = null;
/** How far the running clock is ahead of the real one (a demo's fast-forward). */
let offset = 0;

export function now(): number {
  return fixed ?? Date.now() + offset;
}

export function setNow(ms: number): void {
  fixed = ms;
}

/** Moves time forward; a running real clock is frozen at the moved-to instant. */
export function advance(ms: number): void {
  fixed = now() + ms;
}

/** Jumps the running clock forward and lets it keep running (reviews, shipping, draws come due). */
export function skip(ms: number): void {
  if (fixed !== null) fixed += ms;
  else offset += ms;
}

export function skipped(): number {
  return offset;
}

/** Takes up a skip saved earlier (by this server before a reload, or by another tab). */
export function resumeSkip(ms: number): void {
  offset = ms;
}

export function useRealClock(): void {
  fixed = null;
  offset = 0;
}

export const clock = { now, setNow, advance, skip, skipped, resumeSkip, useRealClock };
