import type { IssueKind } from '../../../../api/draws/treasureTypes';
import { DAY_MS } from '../../../db/calendar';
import type { DbState, DrawRecord, GoodsRow, IssueRow, OrderRow } from '../../../db/schema';
import { takeId } from '../../../db/sequence';

/** The first unit sold in an issue holds this lottery number, the next one this plus 1, and so on. */
export const FIRST_NUMBER = 10_000_001;
export const CROWD_MIN_UNITS = 100;
/** How long a crowdfunding round the server opens stays on sale. */
export const CROWD_DURATION_MS = 30 * DAY_MS;

/** What every round of a goods' treasure box or crowdfunding shares. */
export interface IssueLine {
  kind: IssueKind;
  goodsId: number;
  unitPrice: number;
  unitPoints: number;
  totalUnits: number;
}

/** `01500003`: the goods id and the round, so every round of every goods has its own number. */
export const issueNumberFor = (goodsId: number, round: number): string =>
  `${String(goodsId).padStart(3, '0')}${String(round).padStart(5, '0')}`;

export function goodsOf(state: DbState, goodsId: number): GoodsRow {
  const goods = state.goods.find((g) => g.id === goodsId);
  if (!goods) throw new Error(`fake backend: goods ${goodsId} is missing`);
  return goods;
}

export type DrawnIssue = IssueRow & { result: DrawRecord };

export const isDrawn = (issue: IssueRow): issue is DrawnIssue => issue.result !== null;

export const findIssue = (state: DbState, id: number): IssueRow | undefined =>
  state.issues.find((issue) => issue.id === id);

export const issueOrders = (state: DbState, issueId: number): OrderRow[] =>
  state.orders.filter((order) => order.issueId === issueId);

/** Everyone who bought into the orders, in the order they first bought. */
export const participantsOf = (orders: readonly OrderRow[]): number[] => [
  ...new Set(orders.map((o) => o.uid)),
];

/** The id of the user's latest order among an issue's `orders`: what a notice about the round points to. */
export function latestOrderOf(orders: readonly OrderRow[], uid: number): number {
  const order = orders.filter((o) => o.uid === uid).at(-1);
  if (!order) throw new Error(`fake backend: user ${uid} holds no order of this round`);
  return order.id;
}

export const unitsLeft = (issue: IssueRow): number => issue.totalUnits - issue.soldUnits;

/** The goods' round now on sale, if any. */
export const openIssueOf = (state: DbState, goodsId: number): IssueRow | undefined =>
  state.issues.find((issue) => issue.goodsId === goodsId && issue.status === 0);

export function openIssue(state: DbState, line: IssueLine, round: number, time: number): IssueRow {
  const issue: IssueRow = {
    id: takeId(state, 'issue'),
    kind: line.kind,
    goodsId: line.goodsId,
    round,
    issueNumber: issueNumberFor(line.goodsId, round),
    unitPrice: line.unitPrice,
    unitPoints: line.unitPoints,
    totalUnits: line.totalUnits,
    soldUnits: 0,
    minUnits: line.kind === 'crowd' ? CROWD_MIN_UNITS : 1,
    status: 0,
    openedAt: time,
    endTime: line.kind === 'crowd' ? time + CROWD_DURATION_MS : null,
    closedAt: null,
    result: null,
  };
  state.issues.push(issue);
  return issue;
}

/** A round that closed (drawn or ended) makes way for the goods' next one. */
export const openNextIssue = (state: DbState, closed: IssueRow, time: number): IssueRow =>
  openIssue(state, closed, closed.round + 1, time);

export type UnitProblem = 'unitsExceeded' | 'crowdMinimum' | 'crowdRemainder';

/**
 * Whether `count` units may be bought now: never more than are left; at least `minUnits`, except that when
 * fewer than `minUnits` remain the purchase must take exactly all of them.
 */
export function unitProblem(issue: IssueRow, count: number): UnitProblem | null {
  const left = unitsLeft(issue);
  if (left < issue.minUnits) return count === left ? null : 'crowdRemainder';
  if (count < issue.minUnits) return 'crowdMinimum';
  return count > left ? 'unitsExceeded' : null;
}
