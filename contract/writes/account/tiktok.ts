import * as endpoints from '../../../src/api/endpoints';
import * as account from '../../../src/api/account/account';
import { newRequestId } from '../../../src/lib/requestId';
import { skipAll } from '../../contract';
import type { WriteContext } from '../context';
import { otherName } from './shared';
import { inSession } from '../../session';

const { Profile: P, Users: U } = endpoints;

/**
 * The TikTok sign-in: the authorise link's one-time code (the fake backend's TikTok approves at once) exchanged for
 * the TikTok user's session, whose nickname is saved, read back and put back; then the test account's session
 * is restored.
 */
export async function tiktok(ctx: WriteContext) {
  const state = newRequestId();
  const link = await ctx.c.check(P.GetTiktokUri, () => account.getTiktokUri('/pages/my/index', state));
  const callback = link ? new URL(link.uri).searchParams : null;
  const code = callback?.get('code');
  if (!code) return skipAll(ctx.c, [U.login, U.saveInfo], 'no code: TikTok asks a person to approve');
  ctx.c.expect(P.GetTiktokUri, callback?.get('state') === state, 'the state did not come back unchanged');
  const grant = await ctx.c.check(U.login, () => account.tiktokLogin({ code, state }));
  if (!grant) return ctx.c.skip(U.saveInfo, 'no TikTok session');
  ctx.c.expect(U.login, grant.userInfo.uid !== ctx.uid, 'TikTok signed in the test account');
  await inSession(grant, async () => {
    const was = grant.userInfo.nickName;
    if (await saveInfo(ctx, otherName(was, 'Contract TikTok'))) await saveInfo(ctx, was);
  });
}

async function saveInfo(ctx: WriteContext, nickName: string): Promise<boolean> {
  const saved = await ctx.c.check(U.saveInfo, () => account.saveTiktokInfo({ nickName }));
  if (!saved) return false;
  ctx.c.expect(U.saveInfo, saved.nickName === nickName, `the answer's nickname is ${saved.nickName}`);
  const them = await ctx.c.check(U.getUserInfo, () => account.getTiktokUser());
  ctx.c.expect(
    U.getUserInfo,
    them?.nickName === nickName,
    `nickname read back ${them?.nickName}, not ${nickName}`,
  );
  return true;
}
