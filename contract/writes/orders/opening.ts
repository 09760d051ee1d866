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

/** The newest unread notice marked read (with none unread, the notice box): the notice list reads it read. */
export async function readNotice({ c }: WriteContext) {
  const notices = () => c.check(M.GetMyNoticeList, () => messages.getMyNoticeList(page));
  const unread = (await notices())?.list.find((each) => !each.read);
  const query = unread ? ({ box: 'notice', id: unread.id } as const) : ({ box: 'notice' } as const);
  if (!(await c.check(M.ClearMessage, () => succeeded(messages.clearMessage(query))))) return;
  const still = (await notices())?.list.filter((each) => !each.read && (!unread || each.id === unread.id));
  c.expect(M.ClearMessage, still?.length === 0, `${still?.length ?? 'unread'} notices still unread`);
}
