import { seedDb } from './seed';
import type { DbState, Sequences } from './schema';
import { takeId } from './sequence';

export type { DbState } from './schema';

/** What is saved: the state with the schema version it was written under. */
export interface StoredDb {
  version: number;
  state: Partial<DbState>;
}

/** Where the state survives between page loads; Node keeps it in memory only. */
export interface Persistence {
  load(): unknown;
  save(stored: StoredDb): void;
}

/**
 * Bumped when a table's row shape changes incompatibly; a stored state of another version is
 * replaced by the seed. Adding a new table needs no bump: missing tables are filled from the seed.
 */
export const SCHEMA_VERSION = 3;

let persistence: Persistence | null = null;
let state: DbState = seedDb();

function isStored(value: unknown): value is StoredDb {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as StoredDb).version === SCHEMA_VERSION &&
    typeof (value as StoredDb).state === 'object' &&
    (value as StoredDb).state !== null
  );
}

export function db(): DbState {
  return state;
}

export function persist(): void {
  persistence?.save({ version: SCHEMA_VERSION, state });
}

/** A saved state with what it lacks (tables, sequences or settings added since it was saved) from the seed. */
function adopt(saved: Partial<DbState>): DbState {
  const seed = seedDb();
  return {
    ...seed,
    ...saved,
    seq: { ...seed.seq, ...saved.seq },
    config: { ...seed.config, ...saved.config },
  };
}

/** Switches to a persistence and adopts what it holds (or the seed if it holds nothing usable). */
export function attachPersistence(next: Persistence): void {
  persistence = next;
  const stored = next.load();
  state = isStored(stored) ? adopt(stored.state) : seedDb();
  persist();
}

export function resetDb(): void {
  state = seedDb();
  persist();
}

export const nextId = (sequence: keyof Sequences): number => takeId(state, sequence);

async function isolated<T>(work: () => Promise<T>, succeeded: (result: T) => boolean): Promise<T> {
  const before = structuredClone(state);
  try {
    const result = await work();
    if (succeeded(result)) persist();
    else state = before;
    return result;
  } catch (error) {
    state = before;
    throw error;
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs one request's work: its changes are kept (and persisted) only when it succeeds, so a refused or
 * crashed request leaves the state exactly as it was. Requests run one at a time, as rolling one back
 * must not undo another's changes.
 */
export function transaction<T>(work: () => Promise<T>, succeeded: (result: T) => boolean): Promise<T> {
  const run = queue.then(() => isolated(work, succeeded));
  queue = run.catch(() => undefined);
  return run;
}
