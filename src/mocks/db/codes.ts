import type { CodePurpose, PhoneRef } from '../../api/account/account';
import { now } from '../clock';
import { db } from './index';
import { randomHex } from './random';
import type { CodeRow, OAuthCodeRow } from './schema';

/** The fake SMS gateway always "sends" this code. */
export const VERIFICATION_CODE = '123456';
export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;
export const OAUTH_CODE_TTL_MS = 5 * 60_000;

export type CodeCheck = 'ok' | 'codeInvalid' | 'codeExpired';

const samePhone = (row: CodeRow, ref: PhoneRef, purpose: CodePurpose) =>
  row.phoneRegion === ref.phoneRegion && row.phoneNumber === ref.phoneNumber && row.purpose === purpose;

export const lastCode = (ref: PhoneRef, purpose: CodePurpose): CodeRow | undefined =>
  db().codes.find((row) => samePhone(row, ref, purpose));

/** Keeps one live code per phone and purpose: a new send replaces the previous code. */
export function saveCode(ref: PhoneRef, purpose: CodePurpose): CodeRow {
  consumeCode(ref, purpose);
  const sentAt = now();
  const row: CodeRow = {
    phoneRegion: ref.phoneRegion,
    phoneNumber: ref.phoneNumber,
    purpose,
    code: VERIFICATION_CODE,
    sentAt,
    expiresAt: sentAt + CODE_TTL_MS,
  };
  db().codes.push(row);
  return row;
}

export function checkCode(ref: PhoneRef, purpose: CodePurpose, code: string): CodeCheck {
  const row = lastCode(ref, purpose);
  if (!row || row.code !== code.trim()) return 'codeInvalid';
  return row.expiresAt <= now() ? 'codeExpired' : 'ok';
}

export function consumeCode(ref: PhoneRef, purpose: CodePurpose): void {
  const state = db();
  state.codes = state.codes.filter((row) => !samePhone(row, ref, purpose));
}

/** A one-time code bound to the client's `state` (generated here when the client sent none). */
export function issueOAuthCode(openId: string, state = randomHex(8)): OAuthCodeRow {
  const row: OAuthCodeRow = {
    code: randomHex(16),
    state,
    openId,
    expiresAt: now() + OAUTH_CODE_TTL_MS,
  };
  db().oauthCodes.push(row);
  return row;
}

/** The authorisation `code` stands for, if it is live and was issued with this `state`. */
export function liveOAuthCode(code: string, state: string): OAuthCodeRow | undefined {
  const row = db().oauthCodes.find((r) => r.code === code);
  return row && row.state === state && row.expiresAt > now() ? row : undefined;
}

export function consumeOAuthCode(code: string): void {
  const state = db();
  state.oauthCodes = state.oauthCodes.filter((r) => r.code !== code);
}
