import type { Prng } from './prng';
import { DEMO_CURRENT_TASK } from '../handlers/task/db/seedTasks';
import { days, type SeedClock } from './seedClock';
import type { UserRow } from './schema';
import { blankUser, hashSecret } from './userRows';

export const DEMO = {
  phoneRegion: '+86',
  phoneNumber: '13800000000',
  password: 'Demo1234',
} as const;

/**
 * The one account whose name is awkward on purpose: markup that must stay text, 80 characters long. The
 * seed keeps it out of what a visitor sees first (recent sales, the latest winners, the top of lists).
 */
export const AWKWARD_NAME =
  '<img src=x onerror=alert(1)> Maximilian Bartholomew Featherstonehaugh-Montgomery';

interface Member {
  nickName: string;
  phoneRegion: string;
  phoneNumber: string;
  joinedDaysAgo: number;
}

const member = (nickName: string, phoneRegion: string, phoneNumber: string, joinedDaysAgo: number) => ({
  nickName,
  phoneRegion,
  phoneNumber,
  joinedDaysAgo,
});

/**
 * Members from the six languages' countries, named as people name themselves there. Their places matter:
 * the first four signed up with the demo's code, the second leads a team, the fourth sells.
 */
const MEMBERS: Member[] = [
  member('Oliver Bennett', '+44', '7700900123', 80),
  member('王小明', '+86', '13900000001', 78),
  member("Emily O'Brien", '+1', '2025550143', 75),
  member('João Gonçalves Araújo', '+55', '11987654321', 74),
  member('김민준', '+82', '1012345678', 70),
  member('佐藤 さくら', '+81', '9012345678', 66),
  member('Анастасия Кузнецова', '+7', '9161234567', 61),
  member(AWKWARD_NAME, '+852', '51234567', 60),
  member('陈静怡', '+86', '13612345678', 55),
  member('Lucas Oliveira', '+55', '21998765432', 50),
  member('이서연', '+82', '1098765432', 44),
  member('田中 ゆうと', '+81', '8023456789', 40),
  member('Дмитрий Волков', '+7', '9035551234', 36),
  member('Sophie Martin', '+1', '4155550199', 31),
  member('小鱼儿', '+86', '13712345678', 27),
];

/** A plain coloured disc, so seeded avatars are real images without any network. */
function avatarFor(prng: Prng): string {
  const hue = prng.int(0, 359);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hue},65%,55%)"/><circle cx="32" cy="26" r="11" fill="#fff"/><path d="M12 54c4-11 12-16 20-16s16 5 20 16" fill="#fff"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function demoUser(uid: number, clock: SeedClock, prng: Prng): UserRow {
  return {
    ...blankUser(uid, clock.ago(days(90))),
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
    // Day 3 of a cycle, checked in two server days ago: yesterday was missed, so the demo checks in today
    // and starts again at day 1.
    signinDay: 3,
    lastCheckInAt: clock.today(0) - days(2) + 9 * 3_600_000,
    // A team leader, so the partners page can invite the demo's invitees.
    isTeam: true,
    // The TikTok task, not started yet (seedTasks.ts).
    currentTask: { ...DEMO_CURRENT_TASK },
  };
}

/** The first this many of the others signed up with the demo's invitation code. */
export const DEMO_INVITEES = 4;

/** The demo account first, then the others; every seeded account signs in with the demo password. */
export function seedUsers(firstUid: number, clock: SeedClock, prng: Prng): UserRow[] {
  const demo = demoUser(firstUid, clock, prng);
  const others = MEMBERS.map(({ joinedDaysAgo, ...other }, index): UserRow => {
    const uid = firstUid + index + 1;
    return {
      ...blankUser(uid, clock.ago(days(joinedDaysAgo))),
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
