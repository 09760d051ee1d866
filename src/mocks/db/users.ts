import type { PublicUser, UserInfo } from '../../api/account/account';
import type { LangValue } from '../../api/types';
import { now } from '../clock';
import { addressOf } from '../handlers/profile/db/addresses';
import { cycleDay } from '../handlers/profile/db/checkin';
import { db, nextId } from './index';
import { rewardInviter } from '../handlers/profile/db/referrals';
import { currentTaskOf } from '../handlers/task/db/tasks';
import type { UserRow } from './schema';
import { blankUser, hashSecret, HOUSE_INVITE_CODE } from './userRows';

export { HOUSE_INVITE_CODE } from './userRows';

export function checkPassword(user: UserRow, password: string): boolean {
  return user.passwordHash !== '' && user.passwordHash === hashSecret(user.uid, password);
}

export function setPassword(user: UserRow, password: string): void {
  user.passwordHash = hashSecret(user.uid, password);
}

/** Salted apart from the login password, so the two hashes never give each other away. */
const payHash = (user: UserRow, payPassword: string) => hashSecret(user.uid, `pay:${payPassword}`);

export function checkPayPassword(user: UserRow, payPassword: string): boolean {
  return user.payPasswordHash !== null && user.payPasswordHash === payHash(user, payPassword);
}

export function setPayPassword(user: UserRow, payPassword: string): void {
  user.payPasswordHash = payHash(user, payPassword);
}

export const findUser = (uid: number): UserRow | undefined => db().users.find((u) => u.uid === uid);

export const findUserByPhone = (phoneRegion: string, phoneNumber: string): UserRow | undefined =>
  phoneNumber === ''
    ? undefined
    : db().users.find((u) => u.phoneRegion === phoneRegion && u.phoneNumber === phoneNumber);

export const findUserByOpenId = (openId: string): UserRow | undefined =>
  db().users.find((u) => u.tiktokOpenId === openId);

/** The uid whose invitation is `code`; null for the house code (nobody invited); undefined if unknown. */
export function inviterOf(code: string): number | null | undefined {
  const wanted = code.trim().toUpperCase();
  if (wanted === HOUSE_INVITE_CODE) return null;
  return db().users.find((u) => u.inviteCode === wanted)?.uid;
}

/** Adds a user with a fresh uid (`fill` sets what differs from a blank account) and rewards their inviter. */
export function createUser(createdAt: number, fill: (user: UserRow) => void): UserRow {
  const user = blankUser(nextId('uid'), createdAt);
  fill(user);
  db().users.push(user);
  rewardInviter(db(), user, createdAt);
  return user;
}

/**
 * `address` and the recipient fields are the user's saved address (empty without one); `hasApprove` says it is
 * approved; `task` the current task as its attempt stands, the staff's reason in `lang`.
 */
export function toUserInfo(user: UserRow, lang: LangValue = 'en_us'): UserInfo {
  const address = addressOf(db(), user.uid);
  return {
    uid: user.uid,
    avatar: user.avatar,
    nickName: user.nickName,
    balance: user.balance,
    integral: user.integral,
    totalDays: user.totalDays,
    address: address?.address ?? '',
    hasApprove: address?.status === 1,
    phoneNumber: user.phoneNumber,
    phoneRegion: user.phoneRegion,
    recipientName: address?.recipientName ?? '',
    recipientPhoneNumber: address?.recipientPhoneNumber ?? '',
    recipientPhoneRegion: address?.recipientPhoneRegion ?? '',
    signinDay: cycleDay(user, now()),
    isTeam: user.isTeam,
    isSeller: user.isSeller,
    trxBalance: user.trxBalance,
    usdtBalance: user.usdtBalance,
    qcBalance: user.qcBalance,
    inviteCode: user.inviteCode,
    hasPayPassword: user.payPasswordHash !== null,
    withdrawAddress: user.withdrawAddress,
    task: currentTaskOf(db(), user, lang, now()),
  };
}

export const toPublicUser = (user: UserRow): PublicUser => ({
  uid: user.uid,
  nickName: user.nickName,
  avatar: user.avatar,
});

/** How others see a user; an account that no longer exists shows as a blank name. */
export function publicUserOf(uid: number): PublicUser {
  const user = findUser(uid);
  return user ? toPublicUser(user) : { uid, nickName: '', avatar: '' };
}
