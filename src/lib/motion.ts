/** The system setting asking for less motion (decision 0029). */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null);

/** Whether the user asked for less motion: nothing should move by itself, nothing should slide or fade. */
export function prefersReducedMotion(): boolean {
  return query()?.matches ?? false;
}

/** Calls `then` once the user asks for less motion: now, or when the setting turns on. Returns a cancel. */
export function onReducedMotion(then: () => void): () => void {
  const setting = query();
  if (!setting) return () => undefined;
  if (setting.matches) {
    then();
    return () => undefined;
  }
  const change = () => {
    if (!setting.matches) return;
    setting.removeEventListener('change', change);
    then();
  };
  setting.addEventListener('change', change);
  return () => setting.removeEventListener('change', change);
}
