import { call } from '../../src/api/client';
import * as endpoints from '../../src/api/endpoints';
import type { Endpoint } from '../../src/api/endpoints';
import * as orders from '../../src/api/orders/orders';
import * as wallet from '../../src/api/wallet/wallet';

vi.mock('../../src/api/client', () => ({ call: vi.fn(() => Promise.resolve(null)) }));

/** The source of every module of src/api, to tell the modules that send calls from the helpers. */
const sources = import.meta.glob<string>('../../src/api/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Every module of src/api that sends calls through the client (src/api/<group>/*.ts, not its rules/), so a
 * new group file is checked without touching this test. The client itself and the helpers that send nothing
 * (cache updates, paging, the trace of a send whose answer was lost, how a pushed auction bid lands in the
 * cache) are not call modules.
 */
const modules = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>('../../src/api/**/*.ts', { eager: true }))
    .filter(([path]) => !/\/client\.ts$|\/rules\//.test(path))
    .filter(([path]) => /import \{[^}]*\bcall\b[^}]*\} from '\.{1,2}\/client'/.test(sources[path] ?? ''))
    .map(([path, mod]) => [path.replace(/^.*\/(\w+)\.ts$/, '$1'), mod]),
);

const calls = vi.mocked(call);

/** "Group.name" of every entry of the endpoint table, keyed by the entry itself. */
const tableNames = new Map<Endpoint, string>(
  Object.entries(endpoints).flatMap(([group, entries]) =>
    Object.entries(entries as Record<string, Endpoint>).map(([name, endpoint]): [Endpoint, string] => [
      endpoint,
      `${group}.${name}`,
    ]),
  ),
);

type AnyFunction = (...args: unknown[]) => unknown;

/**
 * Exported functions other than hooks (useX), queryOptions factories (xQuery), paged-list factories (xPages)
 * and a group's cache refreshers (refreshX(queryClient)) are call functions.
 */
const callFunctions = Object.entries(modules).flatMap(([moduleName, mod]) =>
  Object.entries(mod)
    .filter(
      ([name, value]) =>
        typeof value === 'function' && !/^(use|refresh)[A-Z]/.test(name) && !/(Query|Pages)$/.test(name),
    )
    .map(([name, value]) => ({ name: `${moduleName}.${name}`, fn: value as AnyFunction })),
);

/** Runs a function with placeholder arguments and answers the table entries it called. */
async function endpointsCalledBy(fn: AnyFunction, args: unknown[]): Promise<string[]> {
  calls.mockClear();
  await fn(...args);
  return calls.mock.calls.map(
    ([endpoint]) => tableNames.get(endpoint) ?? `not in the table: ${endpoint.path}`,
  );
}

describe('the endpoint table', () => {
  const entries = [...tableNames].map(([endpoint, name]) => ({ name, ...endpoint }));

  it('holds every path under /api/ or /apiv2/', () => {
    expect(entries.length).toBeGreaterThan(0);
    const stray = entries.filter((e) => !/^\/api(v2)?\/[A-Za-z]+\/[A-Za-z]+$/.test(e.path));
    expect(stray).toEqual([]);
  });

  it('names each method and path once', () => {
    const seen = new Map<string, string[]>();
    for (const e of entries) {
      const key = `${e.method} ${e.path}`;
      seen.set(key, [...(seen.get(key) ?? []), e.name]);
    }
    const repeated = [...seen].filter(([, names]) => names.length > 1);
    expect(repeated).toEqual([]);
    expect(seen.size).toBe(entries.length);
  });
});

describe('call functions', () => {
  const usage: { name: string; used: string[] }[] = [];

  beforeAll(async () => {
    for (const { name, fn } of callFunctions) {
      // Call functions only pass their arguments on, so placeholders of the right count will do.
      usage.push({
        name,
        used: await endpointsCalledBy(
          fn,
          Array.from({ length: fn.length }, () => new Blob()),
        ),
      });
    }
  });

  it('each send exactly one call, and it is an entry of the table', () => {
    expect(usage.length).toBeGreaterThan(0);
    const wrong = usage
      .filter(({ used }) => used.length !== 1 || used[0]?.startsWith('not in the table'))
      .map(({ name, used }) => `${name}: ${used.join(', ') || 'no call'}`);
    expect(wrong).toEqual([]);
  });

  it('cover every entry of the table, each with exactly one function', () => {
    const usedBy = new Map<string, string[]>([...tableNames.values()].map((name) => [name, []]));
    for (const { name, used } of usage) for (const entry of used) usedBy.get(entry)?.push(name);
    const unused = [...usedBy].filter(([, names]) => names.length === 0).map(([entry]) => entry);
    const shared = [...usedBy]
      .filter(([, names]) => names.length > 1)
      .map(([entry, names]) => `${entry}: ${names}`);
    expect(unused).toEqual([]);
    expect(shared).toEqual([]);
  });
});

describe('query factories that choose a call', () => {
  const firstCall = async (queryFn: unknown) => {
    calls.mockClear();
    await (queryFn as AnyFunction)();
    const endpoint = calls.mock.calls[0]?.[0];
    return endpoint ? tableNames.get(endpoint) : undefined;
  };

  it('read each order kind with its own list and detail call', async () => {
    const page = { pageIndex: 1, pageSize: 20 };
    const expected = { goods: 'Goods', treasure: 'Treasure', crowd: 'Crowd', auction: 'Auction' } as const;
    for (const [kind, word] of Object.entries(expected) as [keyof typeof expected, string][]) {
      expect(await firstCall(orders.orderListQuery(kind, page).queryFn)).toBe(
        `UserOrders.Get${word}OrderList`,
      );
      expect(await firstCall(orders.orderDetailQuery(kind, 9).queryFn)).toBe(
        `UserOrders.Get${word}OrderInfo`,
      );
    }
  });

  it('read a wallet log by token when a symbol is given, else the whole fund log', async () => {
    const page = { pageIndex: 1, pageSize: 20, wallet_id: 3 };
    expect(await firstCall(wallet.walletLogQuery({ ...page, symbol: 'QC' }).queryFn)).toBe('Wallet.tokenLog');
    expect(calls.mock.calls[0]?.[1]).toEqual({ ...page, symbol: 'QC' });
    expect(await firstCall(wallet.walletLogQuery(page).queryFn)).toBe('Wallet.zjLog');
  });

  it('quote each fee with its own call', async () => {
    const body = { wallet_id: 3, symbol: 'USDT', amount: 50 } as const;
    expect(await firstCall(wallet.feeQuery('recharge', body).queryFn)).toBe('Wallet.rechargeFee');
    expect(await firstCall(wallet.feeQuery('transfer', body).queryFn)).toBe('Wallet.transferCalc');
    expect(await firstCall(wallet.feeQuery('withdraw', body).queryFn)).toBe('Wallet.calcWithdrawFee');
  });
});
