import type { NoticeKind } from '../../api/messages/message';
import type { OrderKind } from '../../api/shared';
import { noticeText, type NoticeParams } from '../texts/noticeTexts';
import type { DbState, NoticeRow } from './schema';
import { takeId } from './sequence';

/** What a notice is about: its kind (the template it is written from) and the thing's id (docs/api.md). */
export interface NoticeAbout {
  kind: NoticeKind;
  refId: number | null;
  /** for an order: its kind */
  refKind?: OrderKind;
}

/** Puts a system message in the user's inbox, unread. */
export function addNotice(
  state: DbState,
  uid: number,
  { kind, refId, refKind }: NoticeAbout,
  params: NoticeParams,
  time: number,
): NoticeRow {
  const row: NoticeRow = {
    id: takeId(state, 'notice'),
    uid,
    kind,
    refId,
    refKind: refKind ?? null,
    ...noticeText(kind, params),
    read: false,
    createTime: time,
  };
  state.notices.push(row);
  return row;
}
