import { addNotice } from '../../../db/notices';
import { holdsNumber } from '../../orders/db/orders';
import { createPrng } from '../../../db/prng';
import type { DbState, IssueRow, OrderRow } from '../../../db/schema';
import { FIRST_NUMBER, goodsOf, issueOrders, latestOrderOf, openNextIssue, participantsOf } from './issues';

/** 32-bit FNV-1a: a stable number from text, to seed the draw. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The winning lottery number, decided only by the issue and who holds which numbers: the same purchases
 * always draw the same winner, on any machine and after any reset.
 */
export function winningNumber(issue: IssueRow, orders: readonly OrderRow[]): number {
  const holders = orders.map((o) => `${o.firstNumber ?? 0}+${o.count}@${o.uid}`).join(',');
  const prng = createPrng(fnv1a(`${issue.id}|${holders}`));
  return FIRST_NUMBER + prng.int(0, issue.totalUnits - 1);
}

/**
 * Draws a sold-out issue at once: the winning order's item waits to be claimed, the other orders lost,
 * every participant gets a message, and the goods' next round opens.
 */
export function drawIssue(state: DbState, issue: IssueRow, time: number): void {
  const orders = issueOrders(state, issue.id);
  const number = winningNumber(issue, orders);
  const winning = orders.find((order) => holdsNumber(order, number));
  if (!winning) throw new Error(`fake backend: no order of issue ${issue.id} holds ${number}`);
  const winNumber = String(number);
  issue.status = 2;
  issue.closedAt = time;
  issue.result = { winNumber, winnerUid: winning.uid, orderId: winning.id, drawTime: time };
  for (const order of orders) {
    order.drawState = order === winning ? 'won' : 'lost';
    order.itemState = order === winning ? 'unclaimed' : null;
  }
  const params = { goods: goodsOf(state, issue.goodsId).name, issue: issue.issueNumber, winNumber };
  for (const uid of participantsOf(orders)) {
    const about =
      uid === winning.uid
        ? ({ kind: 'drawWon', refId: winning.id, refKind: issue.kind } as const)
        : ({ kind: 'drawLost', refId: latestOrderOf(orders, uid), refKind: issue.kind } as const);
    addNotice(state, uid, about, params, time);
  }
  openNextIssue(state, issue, time);
}
