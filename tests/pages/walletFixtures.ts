import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { addressOf, isWalletAddress, keyHashOf } from '../../src/api/rules/walletAddress';
import type {
  IssuanceDay,
  IssuanceInfo,
  IssuanceShare,
  TokenBalance,
  TokenSymbol,
  WalletAccount,
  WalletLogEntry,
} from '../../src/api/wallet';
import { money, toWire } from '../../src/lib/money';
import { server } from '../../src/mocks/node';
import { PAY_PASSWORD } from './myMoneyFixtures';

/** The fake backend of this branch has no Wallet group yet: these tests serve docs/api.md §15 themselves. */

export const MNEMONIC =
  'abandon ability able about above absent absorb abstract absurd abuse access accident';
export const MNEMONIC_WORDS = MNEMONIC.split(' ');

const PRICE: Record<TokenSymbol, number> = { QC: 0.5, USDT: 1, TRX: 0.25 };
const TRANSFER_FEE: Record<TokenSymbol, number> = { QC: 1, USDT: 1, TRX: 2 };
const SYMBOLS: TokenSymbol[] = ['QC', 'USDT', 'TRX'];

/** A valid address no account of the test has (the fake's addresses are derived the same way). */
export const outsideAddress = (seed = 'outside') => addressOf(keyHashOf(seed));

/** An address that has the right shape but a broken checksum. */
export function brokenAddress() {
  const good = outsideAddress();
  const last = good.slice(-1) === 'a' ? 'b' : 'a';
  return `${good.slice(0, -1)}${last}`;
}

interface Held {
  account: WalletAccount;
  balances: Record<TokenSymbol, number>;
}

export interface WalletServer {
  accounts: Held[];
  logs: WalletLogEntry[];
  calls: Record<
    'create' | 'transfer' | 'transferCalc' | 'zengFaList' | 'zjLog' | 'tokenLog',
    Record<string, unknown>[]
  >;
  /** the next call of this endpoint fails (500) once */
  failOnce: (endpoint: endpoints.Endpoint, msg?: string) => void;
  /** adds an account as Wallet/create would (no phrase kept) */
  addAccount: (name: string, balances?: Partial<Record<TokenSymbol, number>>) => WalletAccount;
}

const envelope = (data: unknown, code = 200, msg = 'success') => HttpResponse.json({ code, msg, data });
const bodyOf = async (request: Request) => (await request.json()) as Record<string, unknown>;
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

const tokensOf = (held: Held): TokenBalance[] =>
  SYMBOLS.map((symbol) => ({
    symbol,
    balance: held.balances[symbol],
    price_usdt: PRICE[symbol],
    value_usdt: toWire(money(held.balances[symbol]).times(PRICE[symbol])),
  }));

function paged<T>(rows: T[], query: Record<string, string>) {
  const size = Number(query.pageSize) || 20;
  const start = (Number(query.pageIndex || 1) - 1) * size;
  return { list: rows.slice(start, start + size), total: rows.length };
}

/** A day of the issuance list, `daysAgo` before today. */
export function issuanceDay(daysAgo: number): IssuanceDay {
  const day = 86_400_000;
  const date = Math.floor(Date.now() / day) * day - daysAgo * day;
  return {
    date,
    added: 1000 + daysAgo,
    total_supply: 1_000_000 - daysAgo * 1000,
    circulating: 600_000 - daysAgo * 500,
    price_usdt: toWire(money(0.5).minus(money(daysAgo).times(0.001)), 4),
  };
}

export const ISSUANCE_INFO: IssuanceInfo = {
  today_added: 1234.5,
  total_supply: 1_000_000,
  circulating: 600_000,
  today_circulating: 5000,
  my_today: 12.34,
  next_time: Date.now() + 3_600_000,
};

/**
 * The Wallet group over a small state: accounts (the first is the main one, with the phrase MNEMONIC),
 * balances, movements, fees, sends once per request_id, and the issuance figures.
 */
export function serveWallet(
  options: { accounts?: number; balances?: Partial<Record<TokenSymbol, number>>; logs?: number } = {},
): WalletServer {
  let nextId = 1;
  let nextLog = 1;
  const sent = new Map<string, WalletLogEntry>();
  const state: WalletServer = {
    accounts: [],
    logs: [],
    calls: { create: [], transfer: [], transferCalc: [], zengFaList: [], zjLog: [], tokenLog: [] },
    failOnce: (endpoint, msg = 'server error') => {
      const handler = endpoint.method === 'GET' ? http.get : http.post;
      server.use(handler(`*${endpoint.path}`, () => envelope(null, 500, msg), { once: true }));
    },
    addAccount: (name, balances = {}) => {
      const id = nextId++;
      const account: WalletAccount = {
        id,
        name,
        address: addressOf(keyHashOf(`wallet-test-${id}`)),
        is_main: state.accounts.length === 0,
        create_time: Date.now() - 1000 * id,
      };
      state.accounts.push({ account, balances: { QC: 0, USDT: 0, TRX: 0, ...balances } });
      return account;
    },
  };
  for (let i = 0; i < (options.accounts ?? 0); i += 1)
    state.addAccount(
      i === 0 ? 'Main' : `Savings ${i}`,
      options.balances ?? { QC: 100, USDT: 250.5, TRX: 40 },
    );
  const first = state.accounts[0];
  if (first) {
    for (let i = 0; i < (options.logs ?? 0); i += 1) {
      const symbol = SYMBOLS[i % 3] ?? 'QC';
      state.logs.unshift({
        id: nextLog++,
        wallet_id: first.account.id,
        symbol,
        kind: i % 2 ? 'transfer_out' : 'transfer_in',
        amount: i % 2 ? -(i + 1) : i + 1,
        fee: i % 2 ? TRANSFER_FEE[symbol] : 0,
        counterparty: outsideAddress(`peer-${i}`),
        tx_hash: `0x${i}`,
        create_time: Date.now() - i * 60_000,
      });
    }
  }

  const held = (id: unknown) => state.accounts.find((row) => row.account.id === Number(id));
  const W = endpoints.Wallet;

  server.use(
    http.get(`*${W.list.path}`, () => envelope(state.accounts.map((row) => row.account))),
    http.post(`*${W.create.path}`, async ({ request }) => {
      const body = await bodyOf(request);
      state.calls.create.push(body);
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      if (name.length < 1 || name.length > 20)
        return envelope(null, 400, 'enter a wallet name of 1 to 20 characters');
      if (body.pay_password !== PAY_PASSWORD) return envelope(null, 400, 'wrong payment password');
      const isFirst = state.accounts.length === 0;
      const account = state.addAccount(name);
      return envelope({ ...account, mnemonic: isFirst ? MNEMONIC : null });
    }),
    http.get(`*${W.detail.path}`, ({ request }) => {
      const row = held(queryOf(request).id);
      if (!row) return envelope(null, 404, 'wallet not found');
      const tokens = tokensOf(row);
      const total = tokens.reduce((sum, token) => sum.plus(money(token.value_usdt)), money(0));
      return envelope({ ...row.account, tokens, total_usdt: toWire(total) });
    }),
    http.get(`*${W.tokenList.path}`, ({ request }) => {
      const row = held(queryOf(request).wallet_id);
      return row ? envelope(tokensOf(row)) : envelope(null, 404, 'wallet not found');
    }),
    http.get(`*${W.zjLog.path}`, ({ request }) => {
      const query = queryOf(request);
      state.calls.zjLog.push(query);
      const rows = state.logs.filter(
        (log) => log.wallet_id === Number(query.wallet_id) && (!query.symbol || log.symbol === query.symbol),
      );
      return envelope(paged(rows, query));
    }),
    http.get(`*${W.tokenLog.path}`, ({ request }) => {
      const query = queryOf(request);
      state.calls.tokenLog.push(query);
      const rows = state.logs.filter(
        (log) => log.wallet_id === Number(query.wallet_id) && log.symbol === query.symbol,
      );
      return envelope(paged(rows, query));
    }),
    http.post(`*${W.transferCalc.path}`, async ({ request }) => {
      const body = await bodyOf(request);
      state.calls.transferCalc.push(body);
      const row = held(body.wallet_id);
      const symbol = body.symbol as TokenSymbol;
      if (!row || !SYMBOLS.includes(symbol)) return envelope(null, 404, 'wallet not found');
      const fee = TRANSFER_FEE[symbol];
      const max = money(row.balances[symbol]).minus(fee);
      return envelope({ fee, actual: body.amount, min: 0.01, max: max.gt(0) ? toWire(max) : 0 });
    }),
    http.post(`*${W.transfer.path}`, async ({ request }) => {
      const body = await bodyOf(request);
      state.calls.transfer.push(body);
      const first = sent.get(String(body.request_id));
      if (first) return envelope(first);
      const row = held(body.wallet_id);
      if (!row) return envelope(null, 404, 'wallet not found');
      if (body.pay_password !== PAY_PASSWORD) return envelope(null, 400, 'wrong payment password');
      const to = String(body.to_address ?? '');
      if (!isWalletAddress(to)) return envelope(null, 400, 'invalid wallet address');
      if (to === row.account.address) return envelope(null, 400, 'you cannot send to the same wallet');
      const symbol = body.symbol as TokenSymbol;
      const fee = TRANSFER_FEE[symbol];
      const total = money(body.amount as number).plus(fee);
      if (total.gt(row.balances[symbol])) return envelope(null, 400, 'insufficient balance');
      row.balances[symbol] = toWire(money(row.balances[symbol]).minus(total));
      const entry: WalletLogEntry = {
        id: nextLog++,
        wallet_id: row.account.id,
        symbol,
        kind: 'transfer_out',
        amount: -Number(body.amount),
        fee,
        counterparty: to,
        tx_hash: `0x${nextLog}`,
        create_time: Date.now(),
      };
      state.logs.unshift(entry);
      sent.set(String(body.request_id), entry);
      return envelope(entry);
    }),
    http.get(`*${W.zengfaInfo.path}`, () => envelope(ISSUANCE_INFO)),
    http.get(`*${W.zengFaList.path}`, ({ request }) => {
      const query = queryOf(request);
      state.calls.zengFaList.push(query);
      const days = Array.from({ length: 180 }, (_, i) => issuanceDay(i));
      return envelope(paged(days, query));
    }),
    http.get(`*${W.getQcZengfaList.path}`, ({ request }) => {
      const shares: IssuanceShare[] = Array.from({ length: 3 }, (_, i) => ({
        id: i + 1,
        amount: 10 + i,
        reason: `Stake reward ${i + 1}`,
        create_time: Date.now() - i * 86_400_000,
      }));
      return envelope(paged(shares, queryOf(request)));
    }),
  );
  return state;
}
