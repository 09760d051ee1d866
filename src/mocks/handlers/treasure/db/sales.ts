import { drawIssue } from './draw';
import { FIRST_NUMBER } from './issues';
import { createOrder, type Payment } from '../../orders/db/orders';
import type { DbState, IssueRow, OrderRow } from '../../../db/schema';

/**
 * Sells units of an issue on sale (the caller has checked the count and taken the payment): the units get
 * the next lottery numbers, and the sale of the last unit draws the issue.
 */
export function placeIssueOrder(state: DbState, issue: IssueRow, payment: Payment, time: number): OrderRow {
  const order = createOrder(
    state,
    {
      kind: issue.kind,
      goodsId: issue.goodsId,
      issueId: issue.id,
      firstNumber: FIRST_NUMBER + issue.soldUnits,
      drawState: 'pending',
      itemState: null,
    },
    payment,
    time,
  );
  issue.soldUnits += payment.count;
  if (issue.soldUnits === issue.totalUnits) drawIssue(state, issue, time);
  return order;
}
