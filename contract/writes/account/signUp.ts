import * as endpoints from '../../../src/api/endpoints';
import * as account from '../../../src/api/account/account';
import { skipAll } from '../../contract';
import type { WriteContext } from '../context';
import { freePhone, otherPassword, samePhone, sendCode, show, smsCodeFor } from './shared';

const { Profile: P } = endpoints;

/**
 * A new account on a free (random) number, with the code of purpose register and an invitation code (the fake
 * backend's house code names no member); its password signs it in. Needs both codes and leave to text a random
 * number.
 */
export async function signUp(ctx: WriteContext, phoneRegion: string) {
  const calls = [P.SendCode, P.SignUp];
  const code = smsCodeFor(ctx, calls, true);
  if (!code) return;
  const inviteCode = ctx.codes.invitation;
  if (!inviteCode) return skipAll(ctx.c, calls, 'no invitation code (QC_CONTRACT_INVITATION_CODE)');
  const phone = freePhone(phoneRegion);
  const password = otherPassword('');
  if (!(await sendCode(ctx, phone, 'register'))) return ctx.c.skip(P.SignUp, 'no code was sent');
  const body = { ...phone, code, password, inviteCode };
  const grant = await ctx.c.check(P.SignUp, () => account.signUp(body));
  if (!grant) return;
  const { uid } = grant.userInfo;
  const fresh = uid !== ctx.uid && samePhone(grant.userInfo, phone);
  ctx.c.expect(P.SignUp, fresh, `the sign-up answered account ${uid} of ${show(grant.userInfo)}`);
  const again = await ctx.c.check(P.SignIn, () => account.signIn({ ...phone, password }));
  ctx.c.expect(P.SignIn, again?.userInfo.uid === uid, `the new account ${uid} does not sign in`);
}
