import * as endpoints from '../../../src/api/endpoints';
import * as account from '../../../src/api/account/account';
import * as profile from '../../../src/api/account/profile';
import type { PhoneRef, UserInfo } from '../../../src/api/account/account';
import { payPasswordProblem } from '../../../src/lib/validate';
import { readMe } from '../../readBack';
import type { WriteContext } from '../context';
import { adopt, otherPassword, sendCode, sent, signsIn, smsCodeFor } from './shared';

const { Profile: P } = endpoints;

/** Valid payment passwords (6 digits, no digit repeated, no run) to change the test account's to and back. */
const PAY_PASSWORDS = ['147036', '258147', '369025'];

/**
 * The payment password changed to another valid one and back. Nothing reads a payment password: the change back,
 * which takes the new one as the current one, is the read-back; the profile still says one is set.
 */
export async function payPassword(ctx: WriteContext, start: UserInfo) {
  const M = P.ModifyPayPassword;
  if (!start.hasPayPassword) return ctx.c.skip(M, 'the test account has no payment password (prepare)');
  const was = ctx.who.payPassword;
  const next = PAY_PASSWORDS.find((each) => each !== was && payPasswordProblem(each) === null) ?? '';
  if (!(await sent(ctx, M, () => profile.modifyPayPassword({ oldPayPassword: was, payPassword: next }))))
    return;
  const back = await sent(ctx, M, () =>
    profile.modifyPayPassword({ oldPayPassword: next, payPassword: was }),
  );
  ctx.c.expect(M, back === true, `the new payment password was not taken back: the account's is ${next}`);
  const me = await readMe(ctx.c);
  ctx.c.expect(M, me?.hasPayPassword === true, 'the profile says no payment password is set');
}

/** The login password changed and changed back; each time the password set signs the test account in. */
export async function loginPassword(ctx: WriteContext, phone: PhoneRef) {
  const was = ctx.who.password;
  const next = otherPassword(was);
  if (await changePassword(ctx, phone, was, next)) await changePassword(ctx, phone, next, was);
}

async function changePassword(ctx: WriteContext, phone: PhoneRef, oldPassword: string, password: string) {
  const changed = await sent(ctx, P.ModifyPassword, () => profile.modifyPassword({ oldPassword, password }));
  if (changed) await signsIn(ctx, phone, password);
  return changed === true;
}

/**
 * A forgotten password reset with the code of purpose forgot, texted to the test account's own phone: the reset
 * ends every session, the contract's too, so the new password signs the account in (the read-back) and that
 * session changes the password back. Needs the code the server accepts.
 */
export async function forgottenPassword(ctx: WriteContext, phone: PhoneRef) {
  const code = smsCodeFor(ctx, [P.SendCode, P.ForgotPassword]);
  if (!code) return;
  const was = ctx.who.password;
  const next = otherPassword(was);
  if (!(await sendCode(ctx, phone, 'forgot'))) return ctx.c.skip(P.ForgotPassword, 'no code was sent');
  const body = { ...phone, code, password: next };
  if (!(await sent(ctx, P.ForgotPassword, () => account.forgotPassword(body)))) return;
  const grant = await signsIn(ctx, phone, next);
  if (!grant) return;
  adopt(grant);
  await changePassword(ctx, phone, next, was);
}
