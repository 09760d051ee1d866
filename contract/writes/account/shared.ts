import * as endpoints from '../../../src/api/endpoints';
import type { Endpoint } from '../../../src/api/endpoints';
import * as account from '../../../src/api/account/account';
import type { CodePurpose, PhoneRef, SessionGrant } from '../../../src/api/account/account';
import { useSession } from '../../../src/stores/session';
import { skipAll } from '../../contract';
import { readMe, succeeded } from '../../readBack';
import type { WriteContext } from '../context';

const { Profile: P } = endpoints;

/**
 * The SMS code the server accepts, for the steps `calls`; none — and the steps recorded skipped — without one
 * (QC_CONTRACT_SMS_CODE on a real server) or, when they text a number nobody has (`randomPhone`), without leave
 * to (the fake backend, or QC_CONTRACT_RANDOM_PHONES=1).
 */
export function smsCodeFor(ctx: WriteContext, calls: Endpoint[], randomPhone = false): string | undefined {
  const why =
    randomPhone && !ctx.randomPhones
      ? 'texts a random number: on the fake backend, or with QC_CONTRACT_RANDOM_PHONES=1'
      : !ctx.codes.sms
        ? 'no SMS code the server accepts (QC_CONTRACT_SMS_CODE)'
        : undefined;
  if (why) skipAll(ctx.c, calls, why);
  return why ? undefined : ctx.codes.sms;
}

/** A call whose answer carries nothing: true once it went through, null when it did not. */
export const sent = (ctx: WriteContext, endpoint: Endpoint, run: () => Promise<unknown>) =>
  ctx.c.check(endpoint, () => succeeded(run()));

export const sendCode = (ctx: WriteContext, phone: PhoneRef, type: CodePurpose) =>
  sent(ctx, P.SendCode, () => account.sendCode({ ...phone, type }));

export const adopt = (grant: SessionGrant) => useSession.getState().signIn(grant.token, grant.userInfo.uid);

export const show = (phone: PhoneRef) => `${phone.phoneRegion} ${phone.phoneNumber}`;
export const samePhone = (a: PhoneRef, b: PhoneRef) =>
  a.phoneRegion === b.phoneRegion && a.phoneNumber === b.phoneNumber;

/** A number of `phoneRegion` nobody has: 11 digits, random past the prefix. */
export function freePhone(phoneRegion: string): PhoneRef {
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte % 10).join('');
  return { phoneRegion, phoneNumber: `170${digits}` };
}

export const otherPassword = (password: string) =>
  password === 'Contract2026!' ? 'Contract2027!' : 'Contract2026!';
/** A nickname other than `was` (1–20 characters). */
export const otherName = (was: string, name: string) => (was === name ? `${name} 2` : name);

/** The read-back of a password: it signs the test account in (a session the flows may take on). */
export async function signsIn(ctx: WriteContext, phone: PhoneRef, password: string) {
  const grant = await ctx.c.check(P.SignIn, () => account.signIn({ ...phone, password }));
  const mine = grant?.userInfo.uid === ctx.uid;
  ctx.c.expect(P.SignIn, mine, `${show(phone)} does not sign in as ${ctx.uid} with the password just set`);
  return mine ? grant : null;
}

/** The test account's session at the end: read, and if it ended (a reset, a lost answer), signed in afresh. */
export async function signedInAgain(ctx: WriteContext, phone: PhoneRef) {
  const me = await readMe(ctx.c);
  if (me?.uid === ctx.uid) return;
  const grant = await signsIn(ctx, phone, ctx.who.password);
  if (grant) adopt(grant);
}
