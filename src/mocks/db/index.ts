import { clock } from '../clock';
import { yieldWhereCheap } from '../../lib/yieldToMain';
import { partCount, partKey, partText, type StateParts } from './parts';
import { seedDb } from './seed';
import type { DbState, Sequences } from './schema';
import { takeId } from './sequence';
import { lacksEntries, TABLE_NAMES, withSeedEntries } from './tables';
import { tracked, untracked, watchWrites, type TableName } from './tracked';

export type { DbState } from './schema';
export { PART_ROWS, partKey, type StateParts } from './parts';
export { detached } from './tracked';

/**
 * Where the state lives between requests: a store of texts by key. The head ('') says which tables there are,
 * in how many parts, and a revision of each that changes whenever it is saved; each table is stored as its
 * parts (`orders`, `orders:1`, … of PART_ROWS rows). Several servers may share one store (the tabs of a
 * browser); Vitest keeps it in memory or nowhere.
 */
export interface Persistence {
  /** The text stored under `key`, null when there is none. */
  read(key: string): string | null;
  /** Stores `text` under `key`; null removes the key. */
  write(key: string, text: string | null): void;
  /**
   * Runs `work` while no other server on this storage runs one (one request at a time across tabs). A store
   * that has it is saved after the answer, in short slices while `work` still holds it; one without it is
   * saved before each request's answer, as nobody else would wait for the save.
   */
  exclusive?<T>(work: () => Promise<T>): Promise<T>;
  /** Whether to save whole before the answer now, even with a lock: a hidden page's timers are slowed to 1 s. */
  savesWhole?(): boolean;
}

/** The head's key. */
export const HEAD_KEY = '';
interface StoredTable {
  /** changes whenever the table is saved: another server re-reads the tables whose revision moved */
  rev: string;
  parts: number;
}

/** What the head holds: the schema version, the demo clock's skip, and each stored table's revision and parts. */
export interface StoredHead {
  version: number;
  /** how far the demo clock runs ahead of the real one, in ms */
  clockSkip: number;
  tables: Partial<Record<TableName, StoredTable>>;
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
 * 17: the state is stored table by table (a head and each table in parts, decision 0072); the single stored
 *    state of before is seeded again.
 */
export const SCHEMA_VERSION = 17;

/** One saving step's budget: the page gets the thread back at least this often while the state is saved. */
const SLICE_MS = 4;

/** Hands the thread back to the page (the answer goes out first) before the next slice of saving or reading. */
const pause = (): Promise<void> => new Promise((resume) => setTimeout(resume, 0));

/** Runs `steps` to their end at once: their value. */
function runWhole<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs `steps` to their end, handing the thread back to the page (pause) whenever a slice of SLICE_MS is spent. */
async function inSlices(steps: Iterator<void>): Promise<void> {
  let until = performance.now() + SLICE_MS;
  while (!steps.next().done) {
    if (performance.now() < until) continue;
    await pause();
    until = performance.now() + SLICE_MS;
  }
}

const newRevision = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

let persistence: Persistence | null = null;
/** The head text this server last read or wrote: another one stored means another server saved since. */
let headText: string | null = null;
let head: StoredHead = { version: SCHEMA_VERSION, clockSkip: 0, tables: {} };
/** The tables read so far (a table is parsed at its first use), as plain data. */
let tables: Partial<DbState> = {};
/** Per stored key, the text this server last read or wrote there: a save writes only the parts that differ. */
const stored = new Map<string, string>();
/** Tables changed since they were last saved. */
const unsaved = new Set<TableName>();
let headUnsaved = false;
/** While a request runs: the tables it changed, each with its text before (null: as stored, read it back). */
let before: Map<TableName, string | null> | null = null;
/** The seed, made once when a table is missing from the store (it is costly: the whole demo history). */
let seedMade: DbState | null = null;

const seed = (): DbState => (seedMade ??= seedDb());

function isHead(value: unknown): value is StoredHead {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as StoredHead).version === SCHEMA_VERSION &&
    typeof (value as StoredHead).tables === 'object' &&
    (value as StoredHead).tables !== null
  );
}

function parseHead(text: string | null): StoredHead | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isHead(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * A table as stored (read from the store, or from `stored`: what this server last read or wrote there), or
 * undefined when it is not stored whole (missing, a part lost, garbage); it pauses (yields) after each part.
 */
function* storedTable(table: TableName, fromStore = true): Generator<void, unknown, void> {
  const entry = head.tables[table];
  if (!persistence || !entry) return undefined;
  let rows: unknown[] = [];
  for (let part = 0; part < entry.parts; part += 1) {
    const key = partKey(table, part);
    let text: string | null;
    let value: unknown;
    try {
      text = fromStore ? persistence.read(key) : (stored.get(key) ?? null);
      if (text === null) return undefined;
      value = JSON.parse(text);
    } catch {
      return undefined;
    }
    stored.set(key, text);
    if (!Array.isArray(value)) return value;
    rows = part === 0 ? value : rows.concat(value);
    yield;
  }
  return rows;
}

/** A table as stored, read whole at once (storedTable without its pauses). */
const readTable = (table: TableName, fromStore = true): unknown => runWhole(storedTable(table, fromStore));

/** A table as read (undefined: not stored whole) made whole: from the seed when the store lacked it or part of it. */
function settled(table: TableName, value: unknown): unknown {
  if (value !== undefined && !lacksEntries(table, value)) return value;
  unsaved.add(table);
  return value === undefined ? seed()[table] : withSeedEntries(table, value, seed());
}

/** Reads a table at its first use. */
const load = (table: TableName): unknown => settled(table, readTable(table));

function rawTable(table: TableName): unknown {
  if (!(table in tables)) (tables as Record<TableName, unknown>)[table] = load(table);
  return tables[table];
}

/** A request's first change of `table`: keeps how to undo it, and marks the table for the next save. */
function beforeFirstWrite(table: TableName): void {
  if (before && !before.has(table)) {
    const asStored = persistence !== null && !unsaved.has(table) && head.tables[table] !== undefined;
    before.set(table, asStored ? null : JSON.stringify(rawTable(table)));
  }
  unsaved.add(table);
}

watchWrites(beforeFirstWrite);

/** The state as the handlers use it: each table read at its first use, every change noticed. */
const state = {} as DbState;
for (const table of TABLE_NAMES) {
  Object.defineProperty(state, table, {
    enumerable: true,
    get: () => {
      const value = rawTable(table);
      return typeof value === 'object' && value !== null ? tracked(table, value) : value;
    },
    set: (value: unknown) => {
      beforeFirstWrite(table);
      (tables as Record<TableName, unknown>)[table] = untracked(value);
    },
  });
}

export function db(): DbState {
  return state;
}

/** Puts a whole state in place (the seed, at a reset): every table to be saved. */
function replaceTables(next: DbState): void {
  for (const table of TABLE_NAMES) (state as unknown as Record<TableName, unknown>)[table] = next[table];
}

function writeHead(): void {
  if (!persistence) return;
  head.version = SCHEMA_VERSION;
  head.clockSkip = clock.skipped();
  headText = JSON.stringify(head);
  persistence.write(HEAD_KEY, headText);
  headUnsaved = false;
}

const rowCount = (table: TableName): number => {
  const value = tables[table];
  return Array.isArray(value) ? value.length : 1;
};

/**
 * Saves the unsaved tables one part at a time, yielding after each part so that the caller can hand the thread
 * back; a part is written only when its text differs from what is stored. Small tables go first (a sign-in's
 * session is stored within the first slice, whatever large table is still being saved), and the head follows
 * each table that changed, with its new revision; parts a table no longer fills are removed after that.
 */
function* saving(): Generator<void, void, void> {
  const target = persistence;
  if (!target) return;
  for (const table of [...unsaved].sort((a, b) => rowCount(a) - rowCount(b))) {
    const value = rawTable(table);
    const parts = partCount(value);
    const entry = head.tables[table];
    let changed = entry === undefined || entry.parts !== parts;
    for (let part = 0; part < parts; part += 1) {
      const key = partKey(table, part);
      const text = partText(value, part);
      if (stored.get(key) !== text) {
        target.write(key, text);
        stored.set(key, text);
        changed = true;
      }
      yield;
    }
    unsaved.delete(table);
    if (!changed) continue;
    head.tables[table] = { rev: newRevision(), parts };
    writeHead();
    for (let part = parts; part < (entry?.parts ?? 0); part += 1) {
      target.write(partKey(table, part), null);
      stored.delete(partKey(table, part));
    }
  }
  if (headUnsaved) writeHead();
}

const hasUnsaved = (): boolean => persistence !== null && (unsaved.size > 0 || headUnsaved);

/** The save under way, resumed slice after slice; a request that runs in between starts it again. */
let steps: Generator<void, void, void> | null = null;

/** Saves for up to SLICE_MS, where the save under way left off. */
function saveSlice(): void {
  steps ??= saving();
  const until = performance.now() + SLICE_MS;
  while (performance.now() < until) {
    if (steps.next().done) {
      steps = null;
      return;
    }
  }
}

/** Saves all that is unsaved now (no persistence without a lock, or the page going away). */
export function saveNow(): void {
  // Mid-request (the page leaving while a request waits): its half-made changes must not be stored.
  if (before) return;
  steps = saving();
  while (!steps.next().done);
  steps = null;
}

/**
 * Takes another server's head: the tables whose revision moved are read again at their next use. What this
 * server had not saved goes too: another server saved after it, and a request's changes are always saved
 * before the lock is let go, so all that is lost is a seed or a change made outside a request.
 */
function adoptHead(text: string | null, next: StoredHead): void {
  for (const table of TABLE_NAMES) {
    if (next.tables[table]?.rev !== head.tables[table]?.rev || unsaved.has(table)) delete tables[table];
  }
  unsaved.clear();
  headUnsaved = false;
  steps = null;
  head = next;
  headText = text;
  clock.resumeSkip(next.clockSkip);
}

/**
 * Starts again from the seed, every table unsaved (a first visit without the seed worker, a reset, a store
 * found emptied). Every part is written again, whatever this server last wrote there: the store may have been
 * cleared under it (a person clearing the site's data, a journey starting afresh while the seed was stored).
 */
function reseed(): void {
  seedMade = null;
  stored.clear();
  replaceTables(seed());
  headUnsaved = true;
}

/** Catches up with the store if another server (tab) saved since this one last read or wrote it. */
export function refresh(): void {
  if (!persistence) return;
  const text = persistence.read(HEAD_KEY);
  if (text === headText) return;
  const next = parseHead(text);
  if (next) adoptHead(text, next);
  else reseed();
}

/** Whether `store` holds no state this server can use (a first visit, another schema version): it seeds. */
export const needsSeed = (store: Persistence): boolean => parseHead(store.read(HEAD_KEY)) === null;

/**
 * A first visit's seed, made off the main thread and answered in its stored parts: written to the store as it
 * came, no table parsed or stringified here; each is read at its first use, as on a later visit. With a lock
 * the parts go in slices of SLICE_MS, the page running between them (the requests wait: they need the seed);
 * without one, at once. Nothing is written when another server (tab) stored a state since this one attached.
 */
async function storeSeed(made: StateParts): Promise<void> {
  const target = persistence;
  if (!target || parseHead(headText) !== null) return;
  const next: StoredHead = { version: SCHEMA_VERSION, clockSkip: clock.skipped(), tables: {} };
  const writing = function* (): Generator<void, void, void> {
    for (const table of TABLE_NAMES) {
      for (const [part, text] of made[table].entries()) {
        const key = partKey(table, part);
        target.write(key, text);
        stored.set(key, text);
        yield;
      }
      next.tables[table] = { rev: newRevision(), parts: made[table].length };
    }
  };
  // Without a lock (nobody waits) or on a hidden page, at once.
  if (savesWhole()) runWhole(writing());
  else await inSlices(writing());
  head = next;
  tables = {};
  unsaved.clear();
  writeHead();
}

/**
 * Switches to a persistence and adopts what it holds, or else the seed: `made` when given (a seed made as of
 * now, off the main thread, in its stored parts), else one made here.
 */
export function attachPersistence(next: Persistence, made: StateParts | null = null): void {
  persistence = next;
  tables = {};
  seedMade = null;
  stored.clear();
  unsaved.clear();
  headUnsaved = false;
  headText = null;
  head = { version: SCHEMA_VERSION, clockSkip: 0, tables: {} };
  const text = next.read(HEAD_KEY);
  const found = parseHead(text);
  if (found) {
    adoptHead(text, found);
    return;
  }
  // A head of another schema version is no other server's save: the seed replaces it, and refresh() must not
  // take it for one (it would seed again).
  headText = text;
  if (made) void enqueue(() => storeSeed(made));
  else {
    reseed();
    saveSoon();
  }
}

export function resetDb(): void {
  reseed();
  saveSoon();
}

export const nextId = (sequence: keyof Sequences): number => takeId(state, sequence);

async function isolated<T>(work: () => Promise<T>, succeeded: (result: T) => boolean): Promise<T> {
  before = new Map();
  try {
    const result = await work();
    if (!succeeded(result)) rollBack();
    return result;
  } catch (error) {
    rollBack();
    throw error;
  } finally {
    before = null;
  }
}

/** Puts back the tables the failed request changed, each as it was before it; the others were not touched. */
function rollBack(): void {
  for (const [table, text] of before ?? []) {
    if (text === null) {
      const value = readTable(table, false);
      if (value === undefined) throw new Error(`fake backend: ${table} is no longer stored`);
      (tables as Record<TableName, unknown>)[table] = value;
      unsaved.delete(table);
    } else (tables as Record<TableName, unknown>)[table] = JSON.parse(text) as unknown;
  }
}

/** This server's requests and saving steps, in order; run while it holds the store (its lock). */
const waiting: (() => Promise<void>)[] = [];
let holding = false;

/**
 * Runs the waiting requests and saves what they changed: a first slice of SLICE_MS before the answer (a
 * request's few changed parts are saved then), the rest after it in slices between which the page runs. A
 * request arriving meanwhile goes first, and the save starts over with what is then unsaved (parts stored
 * already are not written twice). The store's lock is held until all is saved, so another tab reads this
 * one's changes whole.
 */
async function hold(): Promise<void> {
  refresh();
  for (;;) {
    const next = waiting.shift();
    if (next) {
      await next();
      // Requests that waited together (a first screen's calls) each run in a task of their own where that
      // costs no timer's delay: none holds the page for the others' time.
      if (waiting.length > 0) await yieldWhereCheap();
      continue;
    }
    if (!hasUnsaved()) break;
    await pause();
    if (waiting.length > 0) continue;
    if (persistence?.savesWhole?.()) saveNow();
    else saveSlice();
  }
  holding = false;
}

/** Whether what a request changed is saved whole before its answer: no lock (nobody waits), or a hidden page. */
const savesWhole = (): boolean => !persistence?.exclusive || persistence.savesWhole?.() === true;

function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const saveWhole = savesWhole();
  const run = new Promise<T>((resolve, reject) => {
    waiting.push(async () => {
      steps = null;
      try {
        const result = await task();
        if (saveWhole) saveNow();
        else saveSlice();
        resolve(result);
      } catch (error) {
        if (saveWhole) saveNow();
        reject(error as Error);
      }
    });
  });
  if (!holding) {
    holding = true;
    const shared = persistence;
    void (shared?.exclusive ? shared.exclusive(hold) : hold());
  }
  return run;
}

/** Saves what a reset or a first visit put in place, as a request's changes are saved. */
function saveSoon(): void {
  if (!persistence) return;
  if (persistence.exclusive) void enqueue(async () => undefined);
  else saveNow();
}

/**
 * Runs one request's work on the current stored state: its changes are kept (and saved) only when it
 * succeeds, so a refused or crashed request leaves the state exactly as it was. Requests run one at a
 * time (across the tabs sharing the storage too), as rolling one back must not undo another's changes.
 */
export function transaction<T>(work: () => Promise<T>, succeeded: (result: T) => boolean): Promise<T> {
  return enqueue(() => isolated(work, succeeded));
}

const always = () => true;

/** Back to the seed and the real clock, for every server sharing the storage. */
export const resetShared = (): Promise<void> =>
  transaction(async () => {
    clock.useRealClock();
    reseed();
  }, always);

/** Fast-forwards the demo clock for every server sharing the storage: the skip is saved in the head. */
export const skipShared = (ms: number): Promise<void> =>
  transaction(async () => {
    clock.skip(ms);
    headUnsaved = true;
  }, always);

/** Every stored table not read yet, read a part at a time, yielding after each part. */
function* reading(): Generator<void, void, void> {
  for (const table of TABLE_NAMES) {
    if (table in tables) continue;
    const value: unknown = yield* storedTable(table);
    if (!(table in tables)) (tables as Record<TableName, unknown>)[table] = settled(table, value);
  }
}

/**
 * Reads the stored tables ahead of the first requests, in slices of SLICE_MS with the page running between
 * them, queued as a request is. A page's first requests (its first screen's calls, all at once) run the
 * clock's catch-up, which reads most tables: without this the first of them parsed them all in its own task.
 * For the browser, where the thread is the page's; elsewhere each table is read at its first use.
 */
export function readAhead(): Promise<void> {
  return enqueue(() => inSlices(reading()));
}
