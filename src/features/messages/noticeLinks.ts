import type { Notice, NoticeKind } from '../../api/messages/message';
import { detailsPathOf, LIST_KINDS, type ListKind } from '../../api/orders/rules/orderKinds';
import { href } from '../../lib/href';

/*
 * A notice's kind and its order's kind come as strings: a kind a newer server adds is not one of these, and
 * its notice shows with nothing to open.
 */

/** Notices about one order: a draw won or lost, crowdfunding refunded, a parcel on its way, an auction won. */
const ORDER_NOTICES: readonly string[] = [
  'drawWon',
  'drawLost',
  'crowdRefunded',
  'shipped',
  'auctionWon',
] satisfies NoticeKind[];

/** Notices about something a list shows. */
const LIST_PAGES: ReadonlyMap<string, () => string> = new Map<NoticeKind, () => string>([
  ['addressApproved', () => href('/pages/my/address')],
  ['addressRejected', () => href('/pages/my/address')],
  ['giftReceived', () => href('/pages/message/GiftMessage')],
  ['giftMoneyReceived', () => href('/pages/message/GiftMessage')],
  ['rechargePaid', () => href('/pages/my/RechargeRecord')],
  ['transferReceived', () => href('/pages/my/bill')],
  ['bazaarPaid', () => href('/pages/bazaar/order')],
  ['bazaarSettled', () => href('/pages/bazaar/order')],
]);

/** Notices to a buyer about one bazaar order (`refId`): its page in the user's orders. */
const BAZAAR_BUYER_NOTICES: readonly string[] = ['bazaarShipped'] satisfies NoticeKind[];

const isListKind = (kind: string | null): kind is ListKind => LIST_KINDS.some((known) => known === kind);

/** Where a notice's "view" leads, if it is about something the app has a page for (docs/api.md). */
export function noticeLink({ kind, refId, refKind }: Notice): string | undefined {
  if (ORDER_NOTICES.includes(kind)) {
    // An order's page depends on its kind (`refKind`).
    return isListKind(refKind) && refId !== null ? detailsPathOf(refKind, refId) : undefined;
  }
  // A task reviewed (`refId` the task): its page, where the reward is collected or a new proof sent.
  if (kind === 'taskApproved' || kind === 'taskRejected')
    return refId === null ? undefined : href('/pages/task/DoTasks', { id: refId });
  // A wallet account topped up or sent a transfer (`refId` the account): its page, with its history.
  if (kind === 'walletTopUpPaid' || kind === 'walletTransferReceived')
    return refId === null ? undefined : href('/pages/wallet/details', { id: refId });
  if (kind === 'stakeSettled') return href('/pages/wallet/pledgeOrder', { tab: 'settled' });
  if (BAZAAR_BUYER_NOTICES.includes(kind))
    return refId === null ? undefined : href('/pages/order/market', { id: refId });
  return LIST_PAGES.get(kind)?.();
}
