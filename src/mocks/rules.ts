import type { CodePurpose, ModifyProfileRequest, PhoneRef } from '../api/account';
import { db } from './db';
import { checkCode } from './db/codes';
import type { UserRow } from './db/schema';
import { reader, type Fields } from './payload';
import { ensure, Refusal } from './reply';

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

export function isImageUrl(value: string): boolean {
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host !== '';
  } catch {
    return false;
  }
}

const given = (fields: Fields, key: keyof ModifyProfileRequest) =>
  fields[key] !== undefined && fields[key] !== null;

/** ModifyProfile and Users/saveInfo: nickname 1–20 characters after trimming, avatar an image URL. */
export function applyProfile(user: UserRow, fields: Fields): void {
  const read = reader<ModifyProfileRequest>(fields);
  const nickName = given(fields, 'nickName') ? read('nickName').trim() : undefined;
  const avatar = given(fields, 'avatar') ? read('avatar').trim() : undefined;
  ensure(nickName !== undefined || avatar !== undefined, 'nothingToChange');
  if (nickName !== undefined)
    ensure(textLength(nickName) >= 1 && textLength(nickName) <= NICKNAME_MAX, 'nicknameLength');
  if (avatar !== undefined) ensure(isImageUrl(avatar), 'avatarInvalid');
  if (nickName !== undefined) user.nickName = nickName;
  if (avatar !== undefined) user.avatar = avatar;
}
