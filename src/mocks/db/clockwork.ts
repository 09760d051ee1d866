import { reviewAddresses } from '../handlers/profile/db/addresses';
import { advanceAuctions } from '../handlers/auction/db/auctionClock';
import { advanceBazaarOrders } from '../handlers/goods/db/bazaar';
import { advanceDevices } from '../handlers/device/db/devices';
import { closeExpiredIssues } from '../handlers/treasure/db/expiry';
import { expireInvitations } from '../handlers/message/db/invitations';
import { issueDays } from '../handlers/wallet/db/issuance';
import { advanceMining } from '../handlers/mining/db/mining';
import { answerDueMessages } from '../handlers/kefu/db/kefu';
import { settleRecharges } from '../handlers/payment/db/recharges';
import type { DbState } from './schema';
import { advanceStakes } from '../handlers/stakes/db/stakes';
import { advanceShipments } from '../handlers/orders/db/shipments';
import { reviewDueProofs } from '../handlers/task/db/taskReview';

/**
 * Brings everything the clock decides up to `time`: crowdfunding past its end, address reviews, parcels on their
 * way, top-ups the checkout has paid, team invitations past their week, support's replies, bazaar orders unpaid
 * after their hour or shipped a week ago, auctions opening, rivals bidding and auctions closing, task proofs
 * reviewed a minute after they were sent, QC issued as each server day starts, stakes paid their daily payouts and
 * settled at maturity, mining sessions paid as they end, node locations reviewed, devices' income written at each
 * whole hour and paid into QC as each server day starts. The server runs it before every request (and the reply
 * timer when a reply comes due, and the auction ticker while someone is connected), so each one sees the state as
 * of "now" and the tests and the e2e helpers need only move the clock.
 */
export function catchUp(state: DbState, time: number): void {
  closeExpiredIssues(state, time);
  reviewAddresses(state, time);
  advanceShipments(state, time);
  settleRecharges(state, time);
  expireInvitations(state, time);
  answerDueMessages(state, time);
  advanceBazaarOrders(state, time);
  advanceAuctions(state, time);
  reviewDueProofs(state, time);
  issueDays(state, time);
  advanceStakes(state, time);
  advanceMining(state, time);
  advanceDevices(state, time);
}
