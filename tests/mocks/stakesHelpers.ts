import * as endpoints from '../../src/api/endpoints';
import type { Stake } from '../../src/api/stakes/stakes';
import { db } from '../../src/mocks/db';
import type { StakeRow } from '../../src/mocks/db/schema';
import { send, userAt } from './ordersHelpers';
import { mainOf, PAY_PASSWORD, requestId } from './walletHelpers';

export const S = endpoints.Stakes;

/** The user's stakes in the db, oldest first (looked up afresh: a refusal puts the state back). */
export const stakesOf = (index: number): StakeRow[] => db().stakes.filter((s) => s.uid === userAt(index).uid);

export function stakeRow(id: number): StakeRow {
  const row = db().stakes.find((s) => s.id === id);
  if (!row) throw new Error(`no stake ${id}`);
  return row;
}

/** Creates a stake on the user's main account (a fresh request id unless given). */
export const createStake = (token: string, index: number, body: Record<string, unknown> = {}) =>
  send<Stake>(S.stakes, token, {
    wallet_id: mainOf(index).id,
    amount: 100,
    term: 7,
    request_id: requestId(),
    ...body,
  });

export const payStake = (token: string, id: number, payPassword = PAY_PASSWORD) =>
  send<Stake>(S.checkPay, token, { id, pay_password: payPassword });
