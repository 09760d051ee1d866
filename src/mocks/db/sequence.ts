import type { DbState, Sequences } from './schema';

/** The next id of `sequence` in `state`; the seed uses it before the live state exists. */
export function takeId(state: DbState, sequence: keyof Sequences): number {
  state.seq[sequence] += 1;
  return state.seq[sequence];
}
