import type { InviteQrcode, TiktokLoginRequest } from '../../api/account/account';
import { now } from '../clock';
import { db } from '../db';
import { consumeOAuthCode, liveOAuthCode } from '../db/codes';
import type { UserRow } from '../db/schema';
import { grantSession } from '../db/sessions';
import { createUser, findUser, findUserByOpenId, inviterOf, toPublicUser, toUserInfo } from '../db/users';
import { qrDataUrl } from './qrcode';
import { applyProfile } from '../rules/common';
import { CODE, ensure, ok, reader, route, withAuth } from '../http/route';

/** Well within what one QR code holds even when every character takes three UTF-8 bytes. */
export const QR_CONTENT_MAX = 500;

const createQrcode = route('GET /api/Users/createQrcode', async ({ fields }) => {
  const content = reader<{ content: string }>(fields)('content');
  ensure(content.trim() !== '', 'contentRequired');
  ensure([...content].length <= QR_CONTENT_MAX, 'contentTooLong');
  const result: InviteQrcode = { url: await qrDataUrl(content) };
  return ok(result);
});

/** The account linked to a TikTok identity, created (with the optional invitation) on first use. */
function tiktokAccount(openId: string, invite: string): UserRow {
  const existing = findUserByOpenId(openId);
  if (existing) return existing;
  const inviter = invite === '' ? null : inviterOf(invite);
  ensure(inviter !== undefined, 'inviteInvalid');
  const profile = db().config.tiktok;
  return createUser(now(), (u) => {
    u.tiktokOpenId = openId;
    u.nickName = profile.nickName;
    u.avatar = profile.avatar;
    u.invitedBy = inviter;
  });
}

/** Exchanges a one-time TikTok code (from GetTiktokUri) for a session. */
const login = route('GET /api/Users/login', ({ fields, lang }) => {
  const read = reader<TiktokLoginRequest>(fields);
  const code = read('code');
  const grant = liveOAuthCode(code, read('state'));
  ensure(grant, 'authorizationInvalid');
  const user = tiktokAccount(grant.openId, read('inviteCode').trim());
  consumeOAuthCode(code);
  return ok(grantSession(user, lang), 'loginSuccess');
});

const getUserInfo = route(
  'GET /api/Users/getUserInfo',
  withAuth(({ user }) => ok(toPublicUser(user))),
);

const saveInfo = route(
  'POST /api/Users/saveInfo',
  withAuth(({ user, fields, lang }) => {
    applyProfile(user, fields);
    return ok(toUserInfo(user, lang));
  }),
);

const userInfo = route('GET /api/User/userInfo', ({ fields }) => {
  const user = findUser(Number(reader<{ uid: number }>(fields)('uid')));
  ensure(user, 'userNotFound', CODE.notFound);
  return ok(toPublicUser(user));
});

export const usersHandlers = [createQrcode, login, getUserInfo, saveInfo, userInfo];
