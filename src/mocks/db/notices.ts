import { noticeText, type NoticeParams, type NoticeTemplate } from '../texts/noticeTexts';
import type { DbState, NoticeRow } from './schema';
import { takeId } from './sequence';

/** Puts a system message in the user's inbox, unread. */
export function addNotice(
  state: DbState,
  uid: number,
  template: NoticeTemplate,
  params: NoticeParams,
  time: number,
): NoticeRow {
  const row: NoticeRow = {
    id: takeId(state, 'notice'),
    uid,
    kind: 'system',
    ...noticeText(template, params),
    read: false,
    createTime: time,
  };
  state.notices.push(row);
  return row;
}
