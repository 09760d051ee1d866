import { clock } from '../clock';
import { seedDb } from './seed';
import type { DbState, Sequences } from './schema';
import { takeId } from './sequence';

export type { DbState } from './schema';

/** What is saved: the state with the schema version it was written under, and the demo clock's skip. */
export interface StoredDb {
  version: number;
  state: Partial<DbState>;
  /** how far the demo clock runs ahead of the real one, in ms */
  clockSkip?: number;
}

/**
 * Where the state lives between requests. Several servers may share one (the tabs of a browser), so each
 * request starts from what is stored whenever someone else saved since; Vitest keeps it in memory only.
 */
export interface Persistence {
  load(): unknown;
  save(stored: StoredDb): void;
  /** Changes with every save, by whoever saved; cheap to read (the state is not parsed). */
  revision(): string | null;
  /** Runs `work` while no other server on this storage runs one (one request at a time across tabs). */
  exclusive?<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Bumped when a table's row shape changes incompatibly; a stored state of another version is
 * replaced by the seed. Adding a new table needs no bump: missing tables are filled from the seed.
 * 4: pictures are stored paths served by the fake backend, the settings hold the banners (decision 0019).
 * 5: the pictures are .webp files (decision 0032); a state that names .svg pictures is seeded again.
 * 6: a notice says what it is about (kind, refId); gifts lost their unused read flag (decision 0033).
 * 8: the bazaar (decision 0034): its seeded listings and orders, the seller conditions 20 and 200, and the
 *    `listed` item state; an older state is seeded again rather than given an empty bazaar.
 * 9: the auctions (decision 0035): seeded auctions, rivals, deposits and the demo's won auction order, the
 *    `auctionWon` notice; an older state is seeded again rather than given no auctions.
 * 10: the tasks (decision 0036): the catalogue, the demo's attempts and its current task pointing at a seeded
 *    task, the `taskApproved`/`taskRejected` notices; an older state is seeded again rather than given no tasks.
 * 11: the wallet (decision 0037): accounts, balances, log, issuance; exchanges and top-ups name their wallet
 *    account (`walletId`); an older state is seeded again.
 * 12: staking and node mining (decision 0039): seeded stakes (their wallet lines and the `stakeSettled` notice),
 *    mining groups, rivals and node locations; an older state is seeded again.
 * 13: devices and teams (decision 0040): the device pool and its income, team earnings and withdrawals, the users'
 *    `lastActiveAt`; an older state is seeded again.
 * 14: device income is paid into QC once a server day, one line per owner (`deviceIncomePaidUntil`, a device's
 *    `earnedUntil`); a state paid by the hour is seeded again rather than paid its last day twice.
 * 15: a wallet's addresses come from its phrase (decision 0042) and the main account keeps its `accountKey`; a
 *    state with the old addresses, whose main accounts could not open another, is seeded again.
 * 16: site content is stored in the six languages (decision 0049): goods' and auctions' descriptions, tasks' titles
 *    and instructions, devices' names; a state with them in one language is seeded again.
 *    An auction keeps its own pictures (`images`), not the product's gallery with the shop's promises;
 *    a state whose auctions have none is seeded again.
 */
export const SCHEMA_VERSION = 16;

let persistence: Persistence | null = null;
/** The revision of the stored state that `state` is; another one means another server saved since. */
let heldRevision: string | null = null;
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
  if (!persistence) return;
  persistence.save({ version: SCHEMA_VERSION, state, clockSkip: clock.skipped() });
  heldRevision = persistence.revision();
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

/** Takes what the persistence holds (or the seed if it holds nothing usable), the demo clock's skip with it. */
function load(from: Persistence): void {
  heldRevision = from.revision();
  const stored = from.load();
  if (!isStored(stored)) {
    state = seedDb();
    return;
  }
  state = adopt(stored.state);
  clock.resumeSkip(stored.clockSkip ?? 0);
}

/** Reads the stored state again if another server (tab) saved since this one last read or wrote it. */
export function refresh(): void {
  if (persistence && persistence.revision() !== heldRevision) load(persistence);
}

/** Switches to a persistence and adopts what it holds (or the seed if it holds nothing usable). */
export function attachPersistence(next: Persistence): void {
  persistence = next;
  load(next);
  persist();
}

export function resetDb(): void {
  state = seedDb();
  persist();
}

export const nextId = (sequence: keyof Sequences): number => takeId(state, sequence);

async function isolated<T>(work: () => Promise<T>, succeeded: (result: T) => boolean): Promise<T> {
  refresh();
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
 * Runs one request's work on the current stored state: its changes are kept (and persisted) only when it
 * succeeds, so a refused or crashed request leaves the state exactly as it was. Requests run one at a
 * time (across the tabs sharing the storage too), as rolling one back must not undo another's changes.
 */
export function transaction<T>(work: () => Promise<T>, succeeded: (result: T) => boolean): Promise<T> {
  const shared = persistence;
  const run = queue.then(() =>
    shared?.exclusive ? shared.exclusive(() => isolated(work, succeeded)) : isolated(work, succeeded),
  );
  queue = run.catch(() => undefined);
  return run;
}

const always = () => true;

/** Back to the seed and the real clock, for every server sharing the storage. */
export const resetShared = (): Promise<void> =>
  transaction(async () => {
    clock.useRealClock();
    state = seedDb();
  }, always);

/** Fast-forwards the demo clock for every server sharing the storage: the skip is saved with the state. */
export const skipShared = (ms: number): Promise<void> => transaction(async () => clock.skip(ms), always);
