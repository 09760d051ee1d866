import type { CodePurpose, ModifyProfileRequest, PhoneRef } from '../../api/account/account';
import { payPasswordProblem, type PayPasswordProblem } from '../../lib/validate';
import { db } from '../db';
import { checkCode } from '../db/codes';
import type { UserRow } from '../db/schema';
import { checkPayPassword } from '../db/users';
import type { MessageKey } from '../texts/messages';
import { reader, type Fields } from '../http/payload';
import { ensure, Refusal } from '../http/reply';

/** Input rules shared by several handlers; each refuses with the spec-style message. */

const PHONE_DIGITS = /^\d{5,15}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const NICKNAME_MAX = 20;

/** Length in characters as a person counts them (an emoji is one). */
export const textLength = (text: string) => [...text].length;

export function readPhone(read: (key: keyof PhoneRef) => string): PhoneRef {
  const ref = { phoneRegion: read('phoneRegion').trim(), phoneNumber: read('phoneNumber').trim() };
  ensure(
    db().config.phoneRegions.some((r) => r.code === ref.phoneRegion),
    'regionInvalid',
  );
  ensure(PHONE_DIGITS.test(ref.phoneNumber), 'phoneInvalid');
  return ref;
}

export function ensurePassword(password: string): void {
  ensure(textLength(password) >= PASSWORD_MIN && textLength(password) <= PASSWORD_MAX, 'passwordLength');
}

export function ensureCode(ref: PhoneRef, purpose: CodePurpose, code: string): void {
  const result = checkCode(ref, purpose, code);
  if (result !== 'ok') throw new Refusal(result);
}

const PAY_PASSWORD_REFUSALS: Record<PayPasswordProblem, MessageKey> = {
  format: 'payPasswordFormat',
  repeated: 'payPasswordRepeated',
  consecutive: 'payPasswordConsecutive',
};

/** A new payment password: 6 digits, not one digit repeated, not a run up or down (the client's rule). */
export function ensureNewPayPassword(payPassword: string): void {
  const problem = payPasswordProblem(payPassword);
  if (problem) throw new Refusal(PAY_PASSWORD_REFUSALS[problem]);
}

/** Money leaving the account needs the payment password: "no payment password set" until there is one. */
export function ensurePayPassword(user: UserRow, payPassword: string): void {
  ensure(user.payPasswordHash !== null, 'noPayPassword');
  ensure(checkPayPassword(user, payPassword), 'wrongPayPassword');
}

export function isImageUrl(value: string): boolean {
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host !== '';
  } catch {
    return false;
  }
}

/** A review and a bazaar listing take at most this many pictures. */
export const PICTURES_MAX = 9;

/** 0–9 picture URLs sent as a list; absent is none. */
export function readImages(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  ensure(Array.isArray(value), 'imageInvalid');
  ensure(value.length <= PICTURES_MAX, 'imagesTooMany');
  const urls = (value as unknown[]).filter(
    (url): url is string => typeof url === 'string' && isImageUrl(url),
  );
  ensure(urls.length === value.length, 'imageInvalid');
  return urls;
}

/** A USDT (TRC-20) address: `T` and 33 base58 characters. */
const TRC20_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/**
 * ModifyProfile and Users/saveInfo: nickname 1–20 characters after trimming, avatar an image URL,
 * withdrawAddress a TRC-20 address; at least one of them.
 */
export function applyProfile(user: UserRow, fields: Fields): void {
  const read = reader<ModifyProfileRequest>(fields);
  const field = (key: keyof ModifyProfileRequest) =>
    fields[key] === undefined || fields[key] === null ? undefined : read(key).trim();
  const nickName = field('nickName');
  const avatar = field('avatar');
  const withdrawAddress = field('withdrawAddress');
  ensure(nickName !== undefined || avatar !== undefined || withdrawAddress !== undefined, 'nothingToChange');
  if (nickName !== undefined)
    ensure(textLength(nickName) >= 1 && textLength(nickName) <= NICKNAME_MAX, 'nicknameLength');
  if (avatar !== undefined) ensure(isImageUrl(avatar), 'avatarInvalid');
  if (withdrawAddress !== undefined) ensure(TRC20_ADDRESS.test(withdrawAddress), 'withdrawAddressInvalid');
  if (nickName !== undefined) user.nickName = nickName;
  if (avatar !== undefined) user.avatar = avatar;
  if (withdrawAddress !== undefined) user.withdrawAddress = withdrawAddress;
}
