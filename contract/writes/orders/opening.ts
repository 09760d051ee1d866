import * as endpoints from '../../../src/api/endpoints';
import * as profile from '../../../src/api/account/profile';
import * as treasure from '../../../src/api/draws/treasure';
import * as messages from '../../../src/api/messages/message';
import { readMe, succeeded } from '../../readBack';
import type { WriteContext } from '../context';
import { page } from './shared';

const { Treasure: T, Profile: P, Message: M } = endpoints;

/** A card top-up pays 5 s after it is made (docs/api.md §7). */
const TOP_UP_PAYS_MS = 5_000;

/** The money flows' card top-up pays within seconds: the fake clock is moved past it, so no read-back sees it. */
export async function settleTopUps({ c, skip }: WriteContext) {
  const records = await c.check(P.GetRechargeList, () => profile.getRechargeList(page));
  if (skip && records?.list.some((each) => each.status === 0)) await skip(TOP_UP_PAYS_MS);
}

/** A visit from a share link carrying the account's invitation code. Nothing reads marks: the answer is checked. */
export async function markVisit({ c }: WriteContext) {
  const r = (await readMe(c))?.inviteCode ?? '';
  await c.check(T.SetMark, () => succeeded(treasure.setMark({ r, channel: 'contract' })));
}

/**
 * A notice marked read. With one unread on the first page, the newest: it reads read after, and the unread count
 * (Message/GetUnRead) is one lower. With none there, the notice box: the count reads 0 and the first page all
 * read after. If the count was 0 already, marking the box read changes nothing a read can see: all that is
 * checked then is that the call succeeds and the box still reads all read.
 */
export async function readNotice({ c }: WriteContext) {
  const notices = async () => (await c.check(M.GetMyNoticeList, () => messages.getMyNoticeList(page)))?.list;
  const unreadCount = async () => (await c.check(M.GetUnRead, () => messages.getUnRead()))?.notice;
  const before = await unreadCount();
  const unread = (await notices())?.find((each) => !each.read);
  const query = unread ? ({ box: 'notice', id: unread.id } as const) : ({ box: 'notice' } as const);
  if (!(await c.check(M.ClearMessage, () => succeeded(messages.clearMessage(query))))) return;
  const after = await notices();
  const count = await unreadCount();
  if (unread) {
    const read = after?.find((each) => each.id === unread.id)?.read;
    c.expect(M.ClearMessage, read === true, `notice ${unread.id} reads ${read ? 'read' : 'unread'}`);
    const lower = before !== undefined && count === before - 1;
    c.expect(M.ClearMessage, lower, `the unread count reads ${count} after one was read, ${before} before`);
  } else {
    const listed = after?.filter((each) => !each.read).length;
    const none = listed === 0 && count === 0;
    c.expect(M.ClearMessage, none, `after the box: the count reads ${count}, ${listed} listed unread`);
  }
}
