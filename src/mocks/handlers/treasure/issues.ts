import type { IssueKind, NextIssue } from '../../../api/draws/treasureTypes';
import { db } from '../../db';
import { issueOrders, openIssueOf } from './db/issues';
import { optionalId } from '../../rules/input';
import { ok, pageOf, route, type Handler } from '../../http/route';
import { readStatus } from './input';
import { findGoods, findIssueOf } from './lookups';
import { toBuyer, toIssue, toIssueDetail } from './viewsIssue';

/** Issues of one kind, newest first, optionally of one status and one category. */
const issueList =
  (kind: IssueKind): Handler =>
  ({ fields }) => {
    const status = readStatus(fields.status);
    const categoryId = optionalId(fields.categoryId);
    const state = db();
    const inCategory = (goodsId: number) =>
      categoryId === undefined || state.goods.some((g) => g.id === goodsId && g.categoryId === categoryId);
    const rows = state.issues
      .filter(
        (i) => i.kind === kind && (status === undefined || i.status === status) && inCategory(i.goodsId),
      )
      .sort((a, b) => b.id - a.id);
    return ok(pageOf(rows, fields, toIssue));
  };

const getTreasureList = route('GET /api/Treasure/GetTreasureList', issueList('treasure'));
const getCrowdList = route('GET /api/Treasure/GetCrowdList', issueList('crowd'));

const getTreasureInfo = route('GET /api/Treasure/GetTreasureInfo', ({ fields, user, lang }) =>
  ok(toIssueDetail(findIssueOf(fields.id), user?.uid ?? null, lang)),
);

const getNextId = route('GET /api/Treasure/GetNextId', ({ fields }) => {
  const issue = openIssueOf(db(), findGoods(fields.goodsId).id);
  const next: NextIssue | null = issue ? { id: issue.id, issueNumber: issue.issueNumber } : null;
  return ok(next);
});

/** One line per purchase, newest first. */
const getBuyerList = route('GET /api/Treasure/GetBuyerList', ({ fields }) => {
  const orders = issueOrders(db(), findIssueOf(fields.id).id).sort(
    (a, b) => b.payTime - a.payTime || b.id - a.id,
  );
  return ok(pageOf(orders, fields, toBuyer));
});

export const issueHandlers = [getTreasureList, getCrowdList, getTreasureInfo, getNextId, getBuyerList];
