/**
 * Runs `work` when the browser is idle after the page has loaded (at the latest `timeout` ms after that; two
 * seconds on where the browser has no idle callbacks). Returns a cancel.
 */
export function whenIdle(work: () => void, timeout = 5000): () => void {
  let handle: number | undefined;
  const schedule = () => {
    handle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => work(), { timeout })
        : window.setTimeout(work, 2000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (handle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
