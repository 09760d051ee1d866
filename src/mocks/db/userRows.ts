import SHA256 from 'crypto-js/sha256';
import type { UserRow } from './schema';

/** The invitation code that lets anyone sign up without knowing a member. */
export const HOUSE_INVITE_CODE = 'QC2026';

const INVITE_SPACE = 36 ** 6;

/** A user's own invitation code, derived from the uid: unique (an invertible map) and stable across resets. */
export function inviteCodeFor(uid: number): string {
  return ((uid * 7_919 + 104_729) % INVITE_SPACE).toString(36).toUpperCase().padStart(6, '0');
}

export function hashSecret(uid: number, secret: string): string {
  return SHA256(`qc-fake:${uid}:${secret}`).toString();
}

export function blankUser(uid: number, createdAt: number): UserRow {
  return {
    uid,
    phoneRegion: '',
    phoneNumber: '',
    passwordHash: '',
    nickName: `User${uid}`,
    avatar: '',
    balance: 0,
    integral: 0,
    qcBalance: 0,
    usdtBalance: 0,
    trxBalance: 0,
    inviteCode: inviteCodeFor(uid),
    invitedBy: null,
    inviteReward: 0,
    tiktokOpenId: null,
    totalDays: 0,
    signinDay: 0,
    lastCheckInAt: null,
    isTeam: false,
    isSeller: false,
    payPasswordHash: null,
    withdrawAddress: '',
    currentTask: null,
    createdAt,
    lastActiveAt: null,
  };
}
