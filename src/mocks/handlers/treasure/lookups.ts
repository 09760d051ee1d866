import type { IssueKind } from '../../../api/treasureTypes';
import type { Page } from '../../../api/types';
import { db } from '../../db';
import { findIssue } from '../../db/issues';
import type { GoodsRow, IssueRow } from '../../db/schema';
import { CODE, ensure, paginate, type Fields } from '../../util';
import { idOf } from './input';

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

/** The requested page of `rows` (pageIndex, pageSize), only its rows turned into what the client sees. */
export function pageOf<R, T>(
  rows: readonly R[],
  fields: Fields,
  view: (row: R) => T,
  defaultSize?: number,
): Page<T> {
  const page = paginate(rows, fields.pageIndex, fields.pageSize, defaultSize);
  return { list: page.list.map(view), total: page.total };
}
