import type { Notice, NoticeKind } from '../../../api/message';
import { href } from '../../../lib/href';

/** Notices about one record: its page, opened with the notice's `refId` (docs/api.md, GetMyNoticeList). */
const RECORD_PAGES: Partial<Record<NoticeKind, (id: number) => string>> = {
  drawWon: (id) => href('/pages/order/detailsLottery', { id }),
  drawLost: (id) => href('/pages/order/detailsLottery', { id }),
  crowdRefunded: (id) => href('/pages/order/detailsTally', { id }),
  shipped: (id) => href('/pages/order/detailsBuy', { id }),
};

/** Notices about something a list shows. */
const LIST_PAGES: Partial<Record<NoticeKind, () => string>> = {
  addressApproved: () => href('/pages/my/address'),
  addressRejected: () => href('/pages/my/address'),
  giftReceived: () => href('/pages/message/GiftMessage'),
  giftMoneyReceived: () => href('/pages/message/GiftMessage'),
  rechargePaid: () => href('/pages/my/RechargeRecord'),
  transferReceived: () => href('/pages/my/bill'),
};

/** Where a notice's "view" leads, if it is about something the app has a page for. */
export function noticeLink({ kind, refId }: Notice): string | undefined {
  const record = RECORD_PAGES[kind];
  if (record) return refId === null ? undefined : record(refId);
  return LIST_PAGES[kind]?.();
}
