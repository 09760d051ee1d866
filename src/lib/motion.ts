/** The system setting asking for less motion (decision 0029). */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the user asked for less motion: nothing should move by itself, nothing should slide or fade. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}
