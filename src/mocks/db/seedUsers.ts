import { DAY_MS } from './calendar';
import type { Prng } from './prng';
import type { UserRow } from './schema';
import { blankUser, hashSecret } from './userRows';

export const DEMO = {
  phoneRegion: '+86',
  phoneNumber: '13800000000',
  password: 'Demo1234',
} as const;

/** Awkward but real names: very long, every script of the six languages, and markup that must stay text. */
const OTHERS: { nickName: string; phoneRegion: string; phoneNumber: string }[] = [
  {
    nickName: 'Maximilian Alexander Bartholomew Featherstonehaugh-Montgomery of Little Whinging',
    phoneRegion: '+44',
    phoneNumber: '7700900123',
  },
  { nickName: '王小明', phoneRegion: '+86', phoneNumber: '13900000001' },
  { nickName: "Emily O'Brien & Co.", phoneRegion: '+1', phoneNumber: '2025550143' },
  { nickName: 'João Gonçalves Araújo', phoneRegion: '+55', phoneNumber: '11987654321' },
  { nickName: '김민준', phoneRegion: '+82', phoneNumber: '1012345678' },
  { nickName: '佐藤 さくら', phoneRegion: '+81', phoneNumber: '9012345678' },
  { nickName: 'Анастасия Кузнецова', phoneRegion: '+7', phoneNumber: '9161234567' },
  { nickName: '<img src=x onerror=alert(1)>', phoneRegion: '+852', phoneNumber: '51234567' },
];

/** A plain coloured disc, so seeded avatars are real images without any network. */
function avatarFor(prng: Prng): string {
  const hue = prng.int(0, 359);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hue},65%,55%)"/><circle cx="32" cy="26" r="11" fill="#fff"/><path d="M12 54c4-11 12-16 20-16s16 5 20 16" fill="#fff"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function demoUser(uid: number, createdAt: number, prng: Prng): UserRow {
  return {
    ...blankUser(uid, createdAt),
    phoneRegion: DEMO.phoneRegion,
    phoneNumber: DEMO.phoneNumber,
    passwordHash: hashSecret(uid, DEMO.password),
    nickName: 'QC Demo',
    avatar: avatarFor(prng),
    balance: 1_000,
    integral: 5_000,
    qcBalance: 300,
    usdtBalance: 150,
    trxBalance: 20,
    totalDays: 23,
    // Three days into a cycle three weeks after the seed: long past by any clock, so the demo checks in
    // today and starts again at day 1.
    signinDay: 3,
    lastCheckInAt: createdAt + 22 * DAY_MS + 9 * 3_600_000,
    // A team leader, so the partners page can invite the demo's invitees.
    isTeam: true,
    currentTask: {
      id: 1,
      describe: 'Follow QC Mall on TikTok and upload a screenshot',
      describeImg: '',
      is_complete: 0,
      logId: 1,
      sub_refusal: '',
    },
  };
}

/** The first this many of the others signed up with the demo's invitation code. */
export const DEMO_INVITEES = 4;

/** The demo account first, then the others; every seeded account signs in with the demo password. */
export function seedUsers(firstUid: number, createdAt: number, prng: Prng): UserRow[] {
  const demo = demoUser(firstUid, createdAt, prng);
  const others = OTHERS.map((other, index): UserRow => {
    const uid = firstUid + index + 1;
    return {
      ...blankUser(uid, createdAt),
      ...other,
      passwordHash: hashSecret(uid, DEMO.password),
      avatar: avatarFor(prng),
      balance: prng.int(0, 5_000),
      integral: prng.int(0, 20_000),
      qcBalance: prng.int(0, 800),
      usdtBalance: prng.int(0, 400),
      totalDays: prng.int(0, 60),
      invitedBy: index < DEMO_INVITEES ? demo.uid : null,
      isTeam: index === 1,
      isSeller: index === 3,
    };
  });
  return [demo, ...others];
}
