import { signIn } from '../../src/api/account/account';
import type { Endpoint } from '../../src/api/endpoints';
import { addressOf, keyHashOf } from '../../src/api/wallet/rules/walletAddress';
import type { TokenSymbol } from '../../src/api/wallet/wallet';
import { money, toWire } from '../../src/lib/money';
import { clock } from '../../src/mocks/clock';
import { db, resetDb } from '../../src/mocks/db';
import type { WalletLogRow, WalletRow } from '../../src/mocks/db/schema';
import { SEEDED_WALLETS } from '../../src/mocks/handlers/wallet/db/seedWallets';
import { setPayPassword } from '../../src/mocks/db/users';
import { openWallet } from '../../src/mocks/handlers/wallet/db/openWallet';
import * as walletKeys from '../../src/mocks/handlers/wallet/db/walletKeys';
import { balanceOf, move, TOKENS, walletsOf } from '../../src/mocks/handlers/wallet/db/wallets';
import { server } from '../../src/mocks/node';
import { useSession } from '../../src/stores/session';
import { PAY_PASSWORD, userRow } from './myMoneyFixtures';

/**
 * The wallet page tests run against the fake backend (docs/api.md §15): its seeded wallets, its rules, its
 * database. These helpers sign in the seeded wallet users, set up state through the fake database's own
 * functions and read back what the server holds.
 */

export { SEEDED_WALLETS };

/** A valid address no account has (the fake's addresses are derived the same way). */
export const outsideAddress = (seed = 'outside') => addressOf(keyHashOf(seed));

/** `address` (by default one no account has) with its last character changed: its checksum fails. */
export function brokenAddress(address = outsideAddress()) {
  const last = address.slice(-1) === 'a' ? 'b' : 'a';
  return `${address.slice(0, -1)}${last}`;
}

/**
 * A moment at which QC's price is exactly 0.50: both of its waves (5 days, 7 hours) start again every 35
 * days, so at a multiple of 35 days since 1970 they are at zero (docs/api.md §15).
 */
const WAVES_PERIOD = 35 * 86_400_000;
export const WALLET_NOW = Math.floor(Date.UTC(2026, 10, 1) / WAVES_PERIOD) * WAVES_PERIOD;

/** Freezes the fake backend's clock at WALLET_NOW before each test and seeds the data as of then. */
export function freezeWalletClock() {
  beforeEach(() => {
    clock.setNow(WALLET_NOW);
    resetDb();
  });
}

type WalletUser = keyof typeof SEEDED_WALLETS;

/** Signs in a seeded wallet user through the real call, with the payment password set unless told not to. */
export async function signInWalletUser(who: WalletUser, { payPassword = true } = {}) {
  const row = userRow(SEEDED_WALLETS[who].uid);
  const grant = await signIn({
    phoneRegion: row.phoneRegion,
    phoneNumber: row.phoneNumber,
    password: 'Demo1234',
  });
  useSession.getState().signIn(grant.token, grant.userInfo.uid);
  if (payPassword) setPayPassword(row, PAY_PASSWORD);
  return grant;
}

/** The account at `address`, as the fake database holds it. */
export function walletAt(address: string): WalletRow {
  const wallet = db().wallets.find((row) => row.address === address);
  if (!wallet) throw new Error(`no wallet at ${address}`);
  return wallet;
}

/** The user's accounts, the main one first. */
export const walletsOfUser = (uid: number) => walletsOf(db(), uid);

/** What the account at `address` holds of `symbol` now. */
export const held = (address: string, symbol: TokenSymbol) => balanceOf(db(), walletAt(address).id, symbol);

/** The account's log lines, oldest first. */
export const logOf = (address: string): WalletLogRow[] =>
  db().walletLogs.filter((line) => line.walletId === walletAt(address).id);

type Holdings = Partial<Record<TokenSymbol, number>>;

/** Sets what the account holds now, as the seed does: its log is history, the figures are exact. */
export function setHoldings(wallet: WalletRow, holdings: Holdings) {
  for (const row of db().walletBalances)
    if (row.walletId === wallet.id && holdings[row.symbol] !== undefined)
      row.balance = toWire(money(holdings[row.symbol] ?? 0));
}

/**
 * An account of the signed-in user opened straight in the fake database (the first is the main one), holding
 * `holdings`, with `logs` movements: the i-th (oldest first) i + 1 of QC, USDT, TRX in turn, received when i is
 * even and sent (with the transfer fee) when odd, each a minute after the one before, from or to
 * outsideAddress(`peer-i`).
 */
export function openTestWallet(
  options: { name?: string; holdings?: Holdings; logs?: number } = {},
): WalletRow {
  const uid = useSession.getState().uid;
  const time = clock.now();
  const logs = options.logs ?? 0;
  const opening = { uid, name: options.name ?? 'Main', time: time - (logs + 1) * 60_000 };
  const { wallet } = openWallet(db(), opening, walletKeys);
  for (let i = 0; i < logs; i += 1) {
    const symbol = TOKENS[i % 3] ?? 'QC';
    const out = i % 2 === 1;
    move(
      db(),
      wallet,
      {
        kind: out ? 'transfer_out' : 'transfer_in',
        symbol,
        amount: out ? -(i + 1) : i + 1,
        fee: out ? { QC: 1, USDT: 1, TRX: 2 }[symbol] : 0,
        counterparty: outsideAddress(`peer-${i}`),
      },
      time - (logs - i) * 60_000,
    );
  }
  setHoldings(wallet, { QC: 0, USDT: 0, TRX: 0, ...options.holdings });
  return wallet;
}

export { failOnce, loseAnswerOnce } from '../network';

/** The `data` of every answer the fake backend gives to `endpoint` from now on. */
export function recordAnswers<T = Record<string, unknown>>(endpoint: Endpoint): T[] {
  const seen: T[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    if (new URL(request.url).pathname !== endpoint.path) return;
    void response
      .clone()
      .json()
      .then((body: { data: T }) => seen.push(body.data));
  });
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners('response:mocked');
});
