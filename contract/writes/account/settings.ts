import * as endpoints from '../../../src/api/endpoints';
import * as account from '../../../src/api/account/account';
import * as profile from '../../../src/api/account/profile';
import type { PhoneRef } from '../../../src/api/account/account';
import type { Address, AddressFields } from '../../../src/api/account/profile';
import { readMe } from '../../readBack';
import type { WriteContext } from '../context';
import { freePhone, otherName, samePhone, sendCode, sent, show, smsCodeFor } from './shared';
import { pixelPng } from '../../session';

const { Profile: P } = endpoints;

/** An address is decided one minute after it is saved (docs/api.md, "Address review"). */
const REVIEW_MS = 61_000;

/** A 1 × 1 PNG uploaded: the answer's url is a picture the app can show (a data: or an http(s) URL). */
export async function avatarUpload(ctx: WriteContext) {
  const answer = await ctx.c.check(P.Upload, () => account.upload(pixelPng(), 'contract.png'));
  if (!answer) return;
  const picture = /^(data:image\/png[;,]|https?:\/\/)/.test(answer.url);
  ctx.c.expect(P.Upload, picture, `the upload's url is no picture: ${answer.url.slice(0, 40)}`);
}

/** The nickname changed and put back; each time the answer and the profile read back carry it. */
export async function nickname(ctx: WriteContext, was: string) {
  if (await rename(ctx, otherName(was, 'Contract check'))) await rename(ctx, was);
}

async function rename(ctx: WriteContext, nickName: string): Promise<boolean> {
  const saved = await ctx.c.check(P.ModifyProfile, () => account.modifyProfile({ nickName }));
  if (!saved) return false;
  ctx.c.expect(P.ModifyProfile, saved.nickName === nickName, `the answer's nickname is ${saved.nickName}`);
  const me = await readMe(ctx.c);
  const read = me?.nickName;
  ctx.c.expect(P.ModifyProfile, read === nickName, `nickname read back ${read}, not ${nickName}`);
  return true;
}

/**
 * A new delivery address, then the one the account had put back: each is saved under review (status 0), read
 * back so, and — on the fake clock, a minute later — read back decided: the contract's approved, the old one as
 * it was (or decided, if it was still under review).
 */
export async function deliveryAddress(ctx: WriteContext, phone: PhoneRef) {
  const before = await ctx.c.check(P.GetMyAddress, () => profile.getMyAddress());
  const fields: AddressFields = {
    recipientName: 'Contract Check',
    recipientPhoneRegion: before?.recipientPhoneRegion ?? phone.phoneRegion,
    recipientPhoneNumber: before?.recipientPhoneNumber ?? phone.phoneNumber,
    address: `Room ${Date.now() % 1000}, 1 Contract Road, Test City`,
    deliveryMethod: 'express',
  };
  if (!(await saveAddress(ctx, fields, [1])) || !before) return;
  await saveAddress(ctx, fieldsOf(before), before.status === 0 ? [1, 2] : [before.status]);
}

const ADDRESS_FIELDS = [
  'recipientName',
  'recipientPhoneRegion',
  'recipientPhoneNumber',
  'address',
  'deliveryMethod',
] as const;

const fieldsOf = (read: Address): AddressFields => ({
  recipientName: read.recipientName,
  recipientPhoneRegion: read.recipientPhoneRegion,
  recipientPhoneNumber: read.recipientPhoneNumber,
  address: read.address,
  deliveryMethod: read.deliveryMethod,
});

const sameAddress = (read: Address | null, fields: AddressFields) =>
  read !== null && ADDRESS_FIELDS.every((key) => read[key] === fields[key]);

async function saveAddress(ctx: WriteContext, fields: AddressFields, decided: number[]): Promise<boolean> {
  const { c } = ctx;
  const saved = await c.check(P.ModifyAddress, () => profile.modifyAddress(fields));
  if (!saved) return false;
  c.expect(
    P.ModifyAddress,
    saved.status === 0 && sameAddress(saved, fields),
    'the answer is not the address sent',
  );
  const read = () => c.check(P.GetMyAddress, () => profile.getMyAddress());
  const waiting = await read();
  const held = waiting?.status === 0 && sameAddress(waiting, fields);
  c.expect(P.GetMyAddress, held, `the address read back is not the one saved (status ${waiting?.status})`);
  if (!ctx.skip) {
    c.skip(P.GetMyAddress, "no fake clock: the review is the staff's");
    return true;
  }
  await ctx.skip(REVIEW_MS);
  const review = await read();
  const done = review !== null && decided.includes(review.status) && sameAddress(review, fields);
  c.expect(P.GetMyAddress, done, `a minute later the address reads status ${review?.status}, not ${decided}`);
  return true;
}

/**
 * The phone moved to a free (random) number and back, each move with both codes; the profile reads each new phone.
 * Needs the code the server accepts and leave to text a random number.
 */
export async function phoneChange(ctx: WriteContext, phone: PhoneRef) {
  const code = smsCodeFor(ctx, [P.SendCode, P.ModifyPhone], true);
  if (!code) return;
  const free = freePhone(phone.phoneRegion);
  if (await movePhone(ctx, code, phone, free)) await movePhone(ctx, code, free, phone);
}

async function movePhone(ctx: WriteContext, code: string, from: PhoneRef, to: PhoneRef): Promise<boolean> {
  const codes = (await sendCode(ctx, from, 'verifyOldPhone')) && (await sendCode(ctx, to, 'changePhone'));
  if (!codes) {
    ctx.c.skip(P.ModifyPhone, `no codes to move ${show(from)} to ${show(to)}`);
    return false;
  }
  const moved = await sent(ctx, P.ModifyPhone, () => profile.modifyPhone({ ...to, oldCode: code, code }));
  if (!moved) return false;
  const me = await readMe(ctx.c);
  const now = me ? show(me) : 'unread';
  ctx.c.expect(P.ModifyPhone, me !== null && samePhone(me, to), `the phone reads ${now}, not ${show(to)}`);
  return true;
}
