import { dateStamp } from './calendar';
import type { DbState, Sequences } from './schema';

/** The next id of `sequence` in `state`; the seed uses it before the live state exists. */
export function takeId(state: DbState, sequence: keyof Sequences): number {
  state.seq[sequence] += 1;
  return state.seq[sequence];
}

/** `T20260301000042`: a prefix, the server date and the id; unique per prefix because the id is. */
export const serialFor = (prefix: string, id: number, time: number): string =>
  `${prefix}${dateStamp(time)}${String(id).padStart(6, '0')}`;
