import { credit } from '../../../db/balances';
import { goodsOf, issueOrders, latestOrderOf, openNextIssue, participantsOf } from './issues';
import { addNotice } from '../../../db/notices';
import type { DbState, IssueRow } from '../../../db/schema';

/** A crowdfunding past its end time without selling out: status 3, every payment back, next round opens. */
function endUndrawn(state: DbState, issue: IssueRow, time: number): void {
  issue.status = 3;
  issue.closedAt = time;
  const orders = issueOrders(state, issue.id);
  const goods = goodsOf(state, issue.goodsId).name;
  const why = { title: 'crowdRefund', params: { goods } } as const;
  for (const order of orders) {
    const buyer = state.users.find((u) => u.uid === order.uid);
    if (buyer) credit(state, buyer, order.payType, order.amount, why, time);
    order.refunded = true;
    order.drawState = 'lost';
    order.itemState = null;
  }
  const params = { goods, issue: issue.issueNumber };
  for (const uid of participantsOf(orders)) {
    const about = { kind: 'crowdRefunded', refId: latestOrderOf(orders, uid), refKind: issue.kind } as const;
    addNotice(state, uid, about, params, time);
  }
  openNextIssue(state, issue, time);
}

/** Ends every issue whose end time has passed; the server runs this before it reads or sells issues. */
export function closeExpiredIssues(state: DbState, time: number): void {
  const due = state.issues.filter((i) => i.status === 0 && i.endTime !== null && i.endTime <= time);
  for (const issue of due) endUndrawn(state, issue, time);
}
