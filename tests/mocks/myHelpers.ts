import * as endpoints from '../../src/api/endpoints';
import type { LedgerAsset, LedgerEntry } from '../../src/api/account/profile';
import type { Page } from '../../src/api/types';
import { money } from '../../src/lib/money';
import { db } from '../../src/mocks/db';
import { holding } from '../../src/mocks/db/balances';
import type { LedgerRow, UserRow } from '../../src/mocks/db/schema';
import { DEMO } from '../../src/mocks/db/seed';
import { send } from './ordersHelpers';

export const Pay = endpoints.Payment;
export const W = endpoints.Wallet;

/** A payment password the rules accept. */
export const PAY_PASSWORD = '135790';

/** Sets the demo's (or the token's user's) payment password through the API, as the e2e journey does. */
export async function createPayPassword(token: string, payPassword = PAY_PASSWORD): Promise<void> {
  const reply = await send(endpoints.Profile.CreatePayPassword, token, {
    payPassword,
    password: DEMO.password,
  });
  if (reply.code !== 200) throw new Error(`CreatePayPassword failed: ${reply.msg ?? ''}`);
}

/** The user's ledger lines of one asset, oldest first. */
export const ledgerOf = (user: UserRow, asset: LedgerAsset): LedgerRow[] =>
  db().ledger.filter((row) => row.uid === user.uid && row.asset === asset);

export const lastLine = (user: UserRow, asset: LedgerAsset): LedgerRow | undefined =>
  ledgerOf(user, asset).at(-1);

/**
 * Nothing moved outside the ledger: each line follows from the one before it, and the last one holds what
 * the user holds now.
 */
export function expectLedgerBalanced(user: UserRow): void {
  for (const asset of ['balance', 'points', 'QC', 'USDT'] as const) {
    const lines = ledgerOf(user, asset);
    lines.slice(1).forEach((line, index) => {
      const before = lines[index]?.after ?? 0;
      expect(money(before).plus(money(line.amount)).eq(money(line.after))).toBe(true);
    });
    const last = lines.at(-1);
    if (last) expect(last.after).toBe(holding(user, asset));
  }
}

/** The first page of the token's ledger of `asset`, through the API. */
export const expendList = (token: string, asset: LedgerAsset, extra: Record<string, unknown> = {}) =>
  send<Page<LedgerEntry>>(endpoints.Profile.GetExpendList, token, {
    asset,
    pageIndex: 1,
    pageSize: 20,
    ...extra,
  });
