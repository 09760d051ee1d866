/**
 * Ends the current task and resumes in a new one, so that a long piece of start-up work does not hold the main
 * thread (a tap, a frame can go between): `scheduler.yield()` where the browser has it (the continuation keeps
 * its place ahead of other tasks), else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  return yieldWhereCheap() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `scheduler.yield()` where the browser has it, else nothing (undefined: awaiting it goes on at once). For
 * work that is worth a task of its own only when ending the task costs no timer's delay.
 */
export function yieldWhereCheap(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}
