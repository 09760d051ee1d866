import type { Buyer, DrawResult, Issue, IssueDetail, Winner } from '../../../api/draws/treasureTypes';
import type { LangValue } from '../../../api/types';
import { db } from '../../db';
import { goodsOf, issueOrders, participantsOf, type DrawnIssue } from './db/issues';
import { numbersOf } from '../orders/db/orders';
import type { IssueRow, OrderRow } from '../../db/schema';
import { findUser, publicUserOf } from '../../db/users';

export function toIssue(row: IssueRow): Issue {
  const goods = goodsOf(db(), row.goodsId);
  return {
    id: row.id,
    kind: row.kind,
    goodsId: row.goodsId,
    name: goods.name,
    thumbnail: goods.thumbnail,
    issueNumber: row.issueNumber,
    unitPrice: row.unitPrice,
    unitPoints: row.unitPoints,
    totalUnits: row.totalUnits,
    soldUnits: row.soldUnits,
    minUnits: row.minUnits,
    status: row.status,
    endTime: row.endTime,
  };
}

const unitsOf = (orders: readonly OrderRow[]) => orders.reduce((sum, o) => sum + o.count, 0);

/** The drawn outcome as `uid` sees it (their units in `boughtUnits`); null until drawn. */
export function drawResultFor(row: IssueRow, uid: number | null): DrawResult | null {
  if (!row.result) return null;
  const goods = goodsOf(db(), row.goodsId);
  const orders = issueOrders(db(), row.id);
  return {
    winNumber: row.result.winNumber,
    participants: participantsOf(orders).length,
    totalUnits: row.totalUnits,
    boughtUnits: unitsOf(orders.filter((o) => o.uid === uid)),
    prizeValue: goods.price,
    originalPrice: goods.originalPrice,
    winner: publicUserOf(row.result.winnerUid),
    drawTime: row.result.drawTime,
  };
}

/**
 * The issue with its goods' pictures and description (in `lang`); `myUnits`/`myNumbers` are the signed-in user's,
 * empty for guests.
 */
export function toIssueDetail(row: IssueRow, uid: number | null, lang: LangValue): IssueDetail {
  const goods = goodsOf(db(), row.goodsId);
  const orders = issueOrders(db(), row.id);
  const mine = orders.filter((o) => o.uid === uid);
  return {
    ...toIssue(row),
    images: goods.images,
    describe: goods.describe[lang],
    prizeValue: goods.price,
    originalPrice: goods.originalPrice,
    participants: participantsOf(orders).length,
    myUnits: unitsOf(mine),
    myNumbers: mine.flatMap(numbersOf),
    result: drawResultFor(row, uid),
  };
}

export const toBuyer = (order: OrderRow): Buyer => ({
  ...publicUserOf(order.uid),
  units: order.count,
  buyTime: order.payTime,
});

/** A drawn issue as a line of the winners list (the page masks the phone number). */
export function toWinner(row: DrawnIssue): Winner {
  const goods = goodsOf(db(), row.goodsId);
  const winner = findUser(row.result.winnerUid);
  return {
    ...publicUserOf(row.result.winnerUid),
    id: row.id,
    phoneRegion: winner?.phoneRegion ?? '',
    phoneNumber: winner?.phoneNumber ?? '',
    goodsName: goods.name,
    thumbnail: goods.thumbnail,
    issueNumber: row.issueNumber,
    winNumber: row.result.winNumber,
    prizeValue: goods.price,
    drawTime: row.result.drawTime,
  };
}
