import type { SessionGrant } from '../../api/account/account';
import type { LangValue } from '../../api/types';
import { now } from '../clock';
import { db } from './index';
import { randomHex } from './random';
import type { UserRow } from './schema';
import { findUser, toUserInfo } from './users';

export function issueToken(uid: number): string {
  const token = randomHex(24);
  db().sessions.push({ token, uid, createdAt: now() });
  return token;
}

export function userForToken(token: string): UserRow | undefined {
  if (!token) return undefined;
  const session = db().sessions.find((s) => s.token === token);
  return session ? findUser(session.uid) : undefined;
}

/** Signs the user out everywhere (after a password reset), or everywhere but the session `keep`. */
export function revokeSessions(uid: number, keep = ''): void {
  const state = db();
  state.sessions = state.sessions.filter((s) => s.uid !== uid || (keep !== '' && s.token === keep));
}

/** A new session for the user; signing in counts as their latest signed-in request (a team member's `online`). */
export function grantSession(user: UserRow, lang?: LangValue): SessionGrant {
  user.lastActiveAt = now();
  return { token: issueToken(user.uid), userInfo: toUserInfo(user, lang) };
}
