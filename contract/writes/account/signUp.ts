import * as endpoints from '../../../src/api/endpoints';
import * as account from '../../../src/api/account/account';
import type { WriteContext } from '../context';
import { CODE, freePhone, otherPassword, samePhone, sendCode, show } from './shared';

const { Profile: P } = endpoints;

/** The house invitation code: a sign-up needs one, and this one names no member. */
const INVITATION = 'QC2026';

/** A new account on a free number (code of purpose register, the house invitation); its password signs it in. */
export async function signUp(ctx: WriteContext, phoneRegion: string) {
  const phone = freePhone(phoneRegion);
  const password = otherPassword('');
  if (!(await sendCode(ctx, phone, 'register'))) return ctx.c.skip(P.SignUp, 'no code was sent');
  const body = { ...phone, code: CODE, password, inviteCode: INVITATION };
  const grant = await ctx.c.check(P.SignUp, () => account.signUp(body));
  if (!grant) return;
  const { uid } = grant.userInfo;
  const fresh = uid !== ctx.uid && samePhone(grant.userInfo, phone);
  ctx.c.expect(P.SignUp, fresh, `the sign-up answered account ${uid} of ${show(grant.userInfo)}`);
  const again = await ctx.c.check(P.SignIn, () => account.signIn({ ...phone, password }));
  ctx.c.expect(P.SignIn, again?.userInfo.uid === uid, `the new account ${uid} does not sign in`);
}
