/**
 * Ends the current task and resumes in a new one, so that a long piece of start-up work does not hold the main
 * thread (a tap, a frame can go between): `scheduler.yield()` where the browser has it (the continuation keeps
 * its place ahead of other tasks), else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
