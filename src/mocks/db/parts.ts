import type { DbState } from './schema';
import { TABLE_NAMES } from './tables';
import type { TableName } from './tracked';

/** Rows of a table in one stored part: a change rewrites its part, not the table. */
export const PART_ROWS = 50;

export const partKey = (table: TableName, part: number): string => (part === 0 ? table : `${table}:${part}`);

/** How many parts a table's value is stored in: PART_ROWS rows each, one for a non-array table. */
export const partCount = (value: unknown): number =>
  Array.isArray(value) ? Math.max(1, Math.ceil(value.length / PART_ROWS)) : 1;

/** The text of a table's `part` as stored. */
export const partText = (value: unknown, part: number): string =>
  JSON.stringify(Array.isArray(value) ? value.slice(part * PART_ROWS, (part + 1) * PART_ROWS) : value);

/** A whole state as a store holds it: each table's parts, as text. */
export type StateParts = Record<TableName, string[]>;

/** `state` in its stored parts (the seed worker answers a first visit's seed so: src/mocks/seedWorker.ts). */
export function stateParts(state: DbState): StateParts {
  const parts = {} as StateParts;
  for (const table of TABLE_NAMES) {
    const value: unknown = state[table];
    parts[table] = Array.from({ length: partCount(value) }, (_, part) => partText(value, part));
  }
  return parts;
}
