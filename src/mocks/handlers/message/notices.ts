import type { MessageBox, Notice } from '../../../api/messages/message';
import type { LangValue } from '../../../api/types';
import { db } from '../../db';
import { clearBox, MESSAGE_BOXES, noticesOf, unreadCounts } from '../../db/inbox';
import type { NoticeRow } from '../../db/schema';
import { given, idOf } from '../../rules/input';
import { CODE, ensure, ok, pageOf, route, withAuth, type Fields } from '../../http/route';

const toNotice = (row: NoticeRow, lang: LangValue): Notice => ({
  id: row.id,
  kind: row.kind,
  refId: row.refId,
  refKind: row.refKind,
  title: row.title[lang],
  content: row.content[lang],
  read: row.read,
  createTime: row.createTime,
});

/** The user's system notices, newest first, in the request's language. */
const getMyNoticeList = route(
  'GET /api/Message/GetMyNoticeList',
  withAuth(({ user, fields, lang }) => {
    const rows = noticesOf(db(), user.uid).sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return ok(pageOf(rows, fields, (row) => toNotice(row, lang)));
  }),
);

/** What is new in each box, and in all of them. */
const getUnRead = route(
  'GET /api/Message/GetUnRead',
  withAuth(({ user }) => ok(unreadCounts(db(), user.uid))),
);

/** `box` if one was named (it must be a box); an `id` names a notice, so it goes with the notice box or none. */
function readClear(fields: Fields): { box: MessageBox | undefined; id: number | undefined } {
  const box = given(fields.box) ? MESSAGE_BOXES.find((b) => b === fields.box) : undefined;
  ensure(!given(fields.box) || box, 'messageBoxInvalid');
  if (!given(fields.id)) return { box, id: undefined };
  ensure(box === undefined || box === 'notice', 'noticeIdOutsideNoticeBox');
  return { box: 'notice', id: idOf(fields.id) };
}

/** Marks one notice read (`id`), a whole box (`box`), or every box (neither). */
const clearMessage = route(
  'GET /api/Message/ClearMessage',
  withAuth(({ user, fields }) => {
    const { box, id } = readClear(fields);
    const state = db();
    if (id !== undefined) {
      const notice = noticesOf(state, user.uid).find((row) => row.id === id);
      ensure(notice, 'noticeNotFound', CODE.notFound);
      notice.read = true;
      return ok(null);
    }
    for (const each of box ? [box] : MESSAGE_BOXES) clearBox(state, user.uid, each);
    return ok(null);
  }),
);

export const noticeHandlers = [getMyNoticeList, getUnRead, clearMessage];
