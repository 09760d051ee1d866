import type { Envelope } from '../../src/api/types';
import type { TokenSymbol } from '../../src/api/wallet/wallet';
import { db } from '../../src/mocks/db';
import type { WalletLogRow, WalletRow } from '../../src/mocks/db/schema';
import { SEEDED_WALLETS } from '../../src/mocks/handlers/wallet/db/seedWallets';
import { balanceOf } from '../../src/mocks/handlers/wallet/db/wallets';
import { createPayPassword, PAY_PASSWORD, W } from './myHelpers';
import { send, signInAt, USERS, userAt } from './ordersHelpers';
import { refused, snapshot } from './treasureHelpers';

export { SEEDED_WALLETS, W, PAY_PASSWORD };

/** Seeded users of the wallet by their place in the seed (src/mocks/db/seedUsers.ts, seedWallets.ts). */
export const WALLET_USERS = {
  ...USERS,
  /** two accounts, 1,200 USDT in the main one, no withdrawal address */
  oliver: 1,
  /** QC 120 / USDT 80 / TRX 300 */
  minjun: 5,
  /** USDT 500.00 exactly and a bound withdrawal address */
  lucas: 10,
} as const;

/** Signs in a seeded user and sets their payment password (seeded users have none). */
export async function walletUser(index: number): Promise<string> {
  const token = await signInAt(index);
  await createPayPassword(token);
  return token;
}

/** The user's main account, looked up afresh (a refusal puts back the state as it was). */
export function mainOf(index: number): WalletRow {
  const wallet = db().wallets.find((w) => w.uid === userAt(index).uid && w.isMain);
  if (!wallet) throw new Error(`user ${index} has no wallet`);
  return wallet;
}

export const walletByAddress = (address: string): WalletRow => {
  const wallet = db().wallets.find((w) => w.address === address);
  if (!wallet) throw new Error(`no wallet ${address}`);
  return wallet;
};

export const held = (wallet: WalletRow, symbol: TokenSymbol): number => balanceOf(db(), wallet.id, symbol);

export const logOf = (wallet: WalletRow): WalletLogRow[] =>
  db().walletLogs.filter((l) => l.walletId === wallet.id);

let counter = 0;
/** A fresh UUID-ish request id. */
export const requestId = () => `req-${String((counter += 1)).padStart(6, '0')}-${Date.now().toString(36)}`;

/** A call as the token's user that sends a request id and the payment password unless told otherwise. */
export const paid = <T = unknown>(
  endpoint: (typeof W)[keyof typeof W],
  token: string,
  body: Record<string, unknown>,
) => send<T>(endpoint, token, { request_id: requestId(), pay_password: PAY_PASSWORD, ...body });

/** The refusal, with the state unchanged. */
export async function expectRefused(
  reply: Promise<Envelope<unknown>>,
  msg: string,
  code = 400,
): Promise<void> {
  const before = snapshot();
  expect(await reply).toEqual(refused(msg, code));
  expect(snapshot()).toBe(before);
}
