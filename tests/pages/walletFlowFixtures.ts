import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { addressOf, isWalletAddress, keyHashOf } from '../../src/api/rules/walletAddress';
import type {
  ExchangeRecord,
  TokenBalance,
  TokenSymbol,
  WalletAccount,
  WalletLogEntry,
} from '../../src/api/wallet';
import { money, toWire, truncate } from '../../src/lib/money';
import { server } from '../../src/mocks/node';
import { PAY_PASSWORD } from './myMoneyFixtures';

const W = endpoints.Wallet;

export const MY_ADDRESS = addressOf(keyHashOf('wallet-flows-mine'));
export const OTHER_ADDRESS = addressOf(keyHashOf('wallet-flows-other'));
export const WITHDRAW_ADDRESS = addressOf(keyHashOf('wallet-flows-withdraw'));

export const mainWallet: WalletAccount = {
  id: 7,
  name: 'Main',
  address: MY_ADDRESS,
  is_main: true,
  create_time: 1_760_000_000_000,
};

const PRICE: Record<TokenSymbol, string> = { USDT: '1', TRX: '0.25', QC: '2' };
const TRANSFER_FEE: Record<TokenSymbol, number> = { QC: 1, USDT: 1, TRX: 2 };

const envelope = (data: unknown, code = 200, msg = 'success') => HttpResponse.json({ code, msg, data });
const refuse = (msg: string) => envelope(null, 400, msg);
type Body = Record<string, unknown>;

export interface WalletFake {
  wallets: WalletAccount[];
  balances: Record<TokenSymbol, number>;
  /** units of `to` per `from` the server quotes now, by "FROM>TO"; price ratio when unset */
  rates: Record<string, number>;
  recent: { address: string; symbol: TokenSymbol; amount: number; create_time: number }[];
  exchanges: ExchangeRecord[];
  calls: Record<'transfer' | 'withdraw' | 'exchange' | 'recharge' | 'rate' | 'fee', Body[]>;
}

/**
 * The Wallet group of docs/api.md §15 over one account (the fake backend of this branch has none yet): fees,
 * sends that a repeated request_id answers once, the rate check of an exchange, the card top-up's checkout.
 */
export function serveWallet(over: Partial<WalletFake> = {}): WalletFake {
  const fake: WalletFake = {
    wallets: [mainWallet],
    balances: { QC: 300, USDT: 120, TRX: 1000 },
    rates: {},
    recent: [],
    exchanges: [],
    calls: { transfer: [], withdraw: [], exchange: [], recharge: [], rate: [], fee: [] },
    ...over,
  };
  const answered = new Map<string, unknown>();
  let nextId = 1;
  const tokens = (): TokenBalance[] =>
    (['QC', 'USDT', 'TRX'] as const).map((symbol) => ({
      symbol,
      balance: fake.balances[symbol],
      price_usdt: Number(PRICE[symbol]),
      value_usdt: toWire(money(fake.balances[symbol]).times(PRICE[symbol])),
    }));
  const rateOf = (from: TokenSymbol, to: TokenSymbol) =>
    fake.rates[`${from}>${to}`] ?? toWire(money(PRICE[from]).div(PRICE[to]), 6);
  const quote = (symbol: TokenSymbol, amount: number, fee: number) => ({
    fee,
    actual: amount,
    min: 0.01,
    max: toWire(money(fake.balances[symbol]).minus(fee).gt(0) ? money(fake.balances[symbol]).minus(fee) : 0),
  });
  const withdrawFee = (amount: number) => Math.max(2, toWire(money(amount).times('0.02')));
  /** A repeated request_id gets the first answer and moves nothing. */
  const once = (body: Body, run: () => Response | unknown) => {
    const id = String(body.request_id ?? '');
    if (id && answered.has(id)) return envelope(answered.get(id));
    const result = run();
    if (result instanceof Response) return result;
    if (id) answered.set(id, result);
    return envelope(result);
  };
  const debit = (symbol: TokenSymbol, amount: number, fee: number) => {
    fake.balances[symbol] = toWire(money(fake.balances[symbol]).minus(amount).minus(fee));
  };
  const logEntry = (
    symbol: TokenSymbol,
    amount: number,
    fee: number,
    counterparty: string,
  ): WalletLogEntry => ({
    id: nextId++,
    wallet_id: mainWallet.id,
    symbol,
    kind: 'transfer_out',
    amount: -amount,
    fee,
    counterparty,
    tx_hash: `0x${'ab12'.repeat(16)}`,
    create_time: Date.now(),
  });
  const read = async (request: Request) => (await request.json()) as Body;

  server.use(
    http.get(`*${W.list.path}`, () => envelope(fake.wallets)),
    http.get(`*${W.tokenList.path}`, () => envelope(tokens())),
    http.get(`*${W.getRecentTransferLog.path}`, () => envelope(fake.recent)),
    http.post(`*${W.transferCalc.path}`, async ({ request }) => {
      const body = await read(request);
      fake.calls.fee.push(body);
      const symbol = body.symbol as TokenSymbol;
      return envelope(quote(symbol, Number(body.amount), TRANSFER_FEE[symbol]));
    }),
    http.post(`*${W.calcWithdrawFee.path}`, async ({ request }) => {
      const body = await read(request);
      fake.calls.fee.push(body);
      return envelope({ ...quote('USDT', Number(body.amount), withdrawFee(Number(body.amount))), min: 10 });
    }),
    http.post(`*${W.rechargeFee.path}`, async ({ request }) => {
      const body = await read(request);
      const fee = Math.max(0.5, toWire(money(Number(body.amount)).times('0.01')));
      return envelope({ fee, actual: Number(body.amount), min: 10, max: 10_000 });
    }),
    http.post(`*${W.transfer.path}`, async ({ request }) => {
      const body = await read(request);
      fake.calls.transfer.push(body);
      return once(body, () => {
        const symbol = body.symbol as TokenSymbol;
        const amount = Number(body.amount);
        const fee = TRANSFER_FEE[symbol];
        const to = body.to_address as string | undefined;
        if (to !== undefined && !isWalletAddress(to)) return refuse('invalid wallet address');
        if (to === MY_ADDRESS) return refuse('you cannot send to the same wallet');
        if (body.pay_password !== PAY_PASSWORD) return refuse('wrong payment password');
        if (money(amount).plus(fee).gt(fake.balances[symbol])) return refuse('insufficient balance');
        debit(symbol, amount, fee);
        return logEntry(symbol, amount, fee, to ?? `uid:${String(body.to_uid)}`);
      });
    }),
    http.post(`*${W.withdraw.path}`, async ({ request }) => {
      const body = await read(request);
      fake.calls.withdraw.push(body);
      return once(body, () => {
        const amount = Number(body.amount);
        const fee = withdrawFee(amount);
        if (fake.balances.USDT <= 500) return refuse('the available balance must be above 500 to withdraw');
        if (body.pay_password !== PAY_PASSWORD) return refuse('wrong payment password');
        if (money(amount).plus(fee).gt(fake.balances.USDT)) return refuse('insufficient balance');
        debit('USDT', amount, fee);
        return { ...logEntry('USDT', amount, fee, WITHDRAW_ADDRESS), kind: 'withdraw' };
      });
    }),
    http.post(`*${W.exchangeRate.path}`, async ({ request }) => {
      const body = await read(request);
      fake.calls.rate.push(body);
      const from = body.from as TokenSymbol;
      const to = body.to as TokenSymbol;
      return envelope({
        from,
        to,
        wallet_id: body.wallet_id,
        rate: rateOf(from, to),
        fee_ratio: 0.003,
        min: 1,
        quote_time: Date.now(),
      });
    }),
    http.post(`*${W.exchange.path}`, async ({ request }) => {
      const body = await read(request);
      fake.calls.exchange.push(body);
      return once(body, () => {
        const from = body.from as TokenSymbol;
        const to = body.to as TokenSymbol;
        const now = rateOf(from, to);
        if (money(Number(body.rate)).minus(now).abs().gt(money(now).times('0.01')))
          return refuse('the rate has changed: check the new amount');
        if (body.pay_password !== PAY_PASSWORD) return refuse('wrong payment password');
        const amount = Number(body.amount);
        const gross = money(amount).times(now);
        const received = truncate(gross.times('0.997'), 2);
        debit(from, amount, 0);
        fake.balances[to] = toWire(money(fake.balances[to]).plus(received));
        const record: ExchangeRecord = {
          id: nextId++,
          from,
          to,
          amount,
          received: toWire(received),
          rate: now,
          fee: toWire(gross.minus(received)),
          wallet_id: mainWallet.id,
          create_time: Date.now(),
        };
        fake.exchanges.unshift(record);
        return record;
      });
    }),
    http.get(`*${W.exchangeLog.path}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const size = Number(query.get('pageSize'));
      const start = (Number(query.get('pageIndex')) - 1) * size;
      const rows = query.get('wallet_id') === String(mainWallet.id) ? fake.exchanges : [];
      return envelope({ list: rows.slice(start, start + size), total: rows.length });
    }),
    http.post(`*${W.recharge.path}`, async ({ request }) => {
      const body = await read(request);
      fake.calls.recharge.push(body);
      return once(body, () => ({ orderNo: `W${nextId}`, payUrl: `/pages/my/paddle?orderNo=W${nextId++}` }));
    }),
  );
  return fake;
}

/** The user has no wallet account yet. */
export const serveNoWallet = () => serveWallet({ wallets: [] });
