import type { DbState, Sequences } from './schema';

/** The next id of `sequence` in `state`; the seed uses it before the live state exists. */
export function takeId(state: DbState, sequence: keyof Sequences): number {
  state.seq[sequence] += 1;
  return state.seq[sequence];
}

/**
 * `T0000000042`: a prefix and the id; unique per prefix because the id is. No date: a server-day date in the
 * number would contradict the times shown beside it in the user's zone (decision 0022).
 */
export const serialFor = (prefix: string, id: number): string => `${prefix}${String(id).padStart(10, '0')}`;
