import * as endpoints from '../../../src/api/endpoints';
import { skipAll } from '../../contract';
import { readMe } from '../../readBack';
import type { WriteContext } from '../context';
import { resets, visits } from './base';
import { forgottenPassword, loginPassword, payPassword } from './passwords';
import { avatarUpload, deliveryAddress, nickname, phoneChange } from './settings';
import { signedInAgain } from './shared';
import { signUp } from './signUp';
import { tiktok } from './tiktok';

const { Profile: P, Users: U, Base: B } = endpoints;

/**
 * `--all`, last: the account's own settings and sessions. Each setting changed is read back and put back (the
 * nickname, the delivery address, the payment and login passwords, the phone); the sign-ups and the TikTok
 * sign-in make accounts of their own; whatever happened, the test account is signed in when this returns.
 */
export async function accountWrites(ctx: WriteContext): Promise<void> {
  const start = await readMe(ctx.c);
  if (!start) return skipAll(ctx.c, CALLS, "the test account's profile could not be read");
  const phone = { phoneRegion: start.phoneRegion, phoneNumber: start.phoneNumber };
  try {
    await visits(ctx);
    await resets(ctx);
    await avatarUpload(ctx);
    await nickname(ctx, start.nickName);
    await deliveryAddress(ctx, phone);
    await payPassword(ctx, start);
    await loginPassword(ctx, phone);
    await forgottenPassword(ctx, phone);
    await phoneChange(ctx, phone);
    await signUp(ctx, phone.phoneRegion);
    await tiktok(ctx);
  } finally {
    await signedInAgain(ctx, phone);
  }
}

/** The calls these flows are for. */
const CALLS = [
  ...[P.Upload, P.ModifyProfile, P.ModifyAddress, P.SendCode, P.ForgotPassword, P.ModifyPassword],
  ...[P.ModifyPhone, P.ModifyPayPassword, P.SignUp, U.login, U.saveInfo],
  ...[B.clearSign, B.clearTask, B.clearWebset, B.subscribeLog],
];
