import type { IssueKind } from '../../../api/draws/treasureTypes';
import { db } from '../../db';
import { findIssue } from './db/issues';
import type { GoodsRow, IssueRow } from '../../db/schema';
import { idOf } from '../../rules/input';
import { CODE, ensure } from '../../http/route';

export function findGoods(id: unknown): GoodsRow {
  const goods = db().goods.find((g) => g.id === idOf(id));
  ensure(goods, 'goodsNotFound', CODE.notFound);
  return goods;
}

/** The issue with id `id` (of `kind`, when given), else 404. */
export function findIssueOf(id: unknown, kind?: IssueKind): IssueRow {
  const issue = findIssue(db(), idOf(id));
  ensure(issue && (kind === undefined || issue.kind === kind), 'issueNotFound', CODE.notFound);
  return issue;
}
