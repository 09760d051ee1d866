import type { DbState } from './schema';

export type TableName = keyof DbState;

/** Told before a table's first change: a row set, pushed, spliced or deleted anywhere inside it. */
export type BeforeWrite = (table: TableName) => void;

/** Per table, the proxy of each of its objects, so one row is always the same object to `===` and `indexOf`. */
const proxiesOf = new Map<TableName, WeakMap<object, object>>();
/** Each proxy's object, so what is stored (pushed into a table, cloned) is the object and not its proxy. */
const objectOf = new WeakMap<object, object>();

let beforeWrite: BeforeWrite = () => undefined;

/** Who is told of changes (the db module: it keeps the rollback image and marks the table unsaved). */
export function watchWrites(listener: BeforeWrite): void {
  beforeWrite = listener;
}

export const untracked = <T>(value: T): T =>
  typeof value === 'object' && value !== null ? ((objectOf.get(value) as T | undefined) ?? value) : value;

function handlerFor(table: TableName): ProxyHandler<object> {
  return {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'object' && value !== null ? tracked(table, untracked(value)) : value;
    },
    set(target, key, value) {
      beforeWrite(table);
      return Reflect.set(target, key, untracked(value));
    },
    deleteProperty(target, key) {
      beforeWrite(table);
      return Reflect.deleteProperty(target, key);
    },
    defineProperty(target, key, descriptor) {
      beforeWrite(table);
      return Reflect.defineProperty(target, key, descriptor);
    },
  };
}

const handlers = new Map<TableName, ProxyHandler<object>>();

/**
 * `value` (a table or anything inside it) as the handlers see it: reads as the plain object, and any change,
 * however deep, tells `beforeWrite` its table first. The 100-odd handler files keep mutating rows in place;
 * the db module learns which tables a request changed without comparing or cloning the others.
 */
export function tracked<T extends object>(table: TableName, value: T): T {
  let proxies = proxiesOf.get(table);
  if (!proxies) {
    proxies = new WeakMap();
    proxiesOf.set(table, proxies);
  }
  const known = proxies.get(value);
  if (known) return known as T;
  let handler = handlers.get(table);
  if (!handler) {
    handler = handlerFor(table);
    handlers.set(table, handler);
  }
  const proxy = new Proxy(value, handler) as T;
  proxies.set(value, proxy);
  objectOf.set(proxy, value);
  return proxy;
}

/**
 * A deep copy of JSON-like data that may hold tracked rows (structuredClone refuses a proxy): what a reply
 * remembers or answers must not change when the rows it was read from do.
 */
export function detached<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => detached(item)) as T;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]: [string, unknown]) => [key, detached(item)]),
  ) as T;
}
