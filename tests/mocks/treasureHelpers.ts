import * as endpoints from '../../src/api/endpoints';
import type { IssuePurchase, Purchase } from '../../src/api/draws/treasure';
import type { Envelope, LangValue } from '../../src/api/types';
import { db } from '../../src/mocks/db';
import type { IssueRow, UserRow } from '../../src/mocks/db/schema';
import { DEMO } from '../../src/mocks/db/seed';
import { callFake } from './signedFetch';

export const T = endpoints.Treasure;

/** Seeded goods the tests lean on (see src/mocks/db/seedGoods.ts and seedTreasure.ts). */
export const GOODS = {
  /** crowdfunding 5000 × 2, balance only */
  phone: 1,
  /** treasure box 100 × 1, 100 points a unit, 3 units left */
  earbuds: 2,
  /** treasure box 500 × 2, balance only */
  speaker: 3,
  /** crowdfunding 1000 × 1, 80 units left */
  vacuum: 4,
  /** payable with points (45 990) */
  robot: 5,
  /** markup name, stock 0 */
  markup: 9,
  /** stock 2, payable with points */
  chocolate: 10,
  /** 69 or 6 900 points; the demo holds an unshipped order of it */
  rice: 11,
  /** crowdfunding 2000 × 1, 50 points a unit */
  pendant: 13,
  /** price 799, balance only */
  watch: 14,
  /** treasure box 10 × 1, 100 points a unit */
  voucher: 15,
} as const;

export const snapshot = (): string => JSON.stringify(db());

export function demoUser(): UserRow {
  const user = db().users.find((u) => u.phoneNumber === DEMO.phoneNumber);
  if (!user) throw new Error('demo user missing');
  return user;
}

export function userRow(uid: number): UserRow {
  const user = db().users.find((u) => u.uid === uid);
  if (!user) throw new Error(`user ${uid} missing`);
  return user;
}

/** The goods' round on sale now. */
export function openIssueOf(goodsId: number): IssueRow {
  const issue = db().issues.find((i) => i.goodsId === goodsId && i.status === 0);
  if (!issue) throw new Error(`no open issue for goods ${goodsId}`);
  return issue;
}

export const issueRow = (id: number): IssueRow | undefined => db().issues.find((i) => i.id === id);

interface BuyOptions {
  token: string;
  lang?: LangValue;
}

export const buyTreasure = (body: Record<string, unknown>, options: BuyOptions) =>
  callFake<IssuePurchase>(T.BuyTreasure, body, options);

export const buyCrowd = (body: Record<string, unknown>, options: BuyOptions) =>
  callFake<IssuePurchase>(T.BuyCrowd, body, options);

export const buyGoods = (body: Record<string, unknown>, options: BuyOptions) =>
  callFake<Purchase>(T.BuyGoods, body, options);

/** A refusal: code 400 (unless said), the message, no data. */
export const refused = (msg: string, code = 400): Envelope<null> => ({ code, msg, data: null });
