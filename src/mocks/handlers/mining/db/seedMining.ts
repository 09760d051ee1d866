import { advanceMining } from './mining';
import type { DbState } from '../../../db/schema';
import { days, type SeedClock } from '../../../db/seedClock';
import { takeId } from '../../../db/sequence';

/**
 * Seeded mining (docs/api.md §14 "Seeded mining"): two groups of seeded rivals, each online 40 minutes of every
 * hour from its own minute and paid a daily session; their last 7 days are paid by the clock's own rules. The demo
 * is in no group and has no session.
 */
export const SEEDED_MINING = {
  pioneers: {
    name: 'QC Pioneers',
    code: 'PIONEER',
    leader: 100_003,
    members: [100_002, 100_006, 100_007, 100_014],
  },
  seoul: { name: 'Seoul Nodes', code: 'SEOUL8', leader: 100_012, members: [100_013] },
  shanghai: { lat: 31.2304, lng: 121.4737, address: '上海市黄浦区人民大道 200 号' },
  seoulLocation: { lat: 37.5665, lng: 126.978, address: '서울특별시 중구 세종대로 110' },
} as const;

/** Each rival's minute of the hour it comes online and what its day's session pays, in seed order. */
const RIVALS: Record<number, { onlineFrom: number; dailyIncome: number }> = {
  100_003: { onlineFrom: 0, dailyIncome: 14.2 },
  100_002: { onlineFrom: 10, dailyIncome: 12.6 },
  100_006: { onlineFrom: 25, dailyIncome: 11.8 },
  100_007: { onlineFrom: 35, dailyIncome: 10.4 },
  100_014: { onlineFrom: 50, dailyIncome: 9.7 },
  100_012: { onlineFrom: 5, dailyIncome: 13.1 },
  100_013: { onlineFrom: 40, dailyIncome: 8.9 },
};

const HISTORY_DAYS = 7;

export function seedMining(state: DbState, clock: SeedClock): void {
  const since = clock.ago(days(HISTORY_DAYS));
  for (const group of [SEEDED_MINING.pioneers, SEEDED_MINING.seoul]) {
    const id = takeId(state, 'miningGroup');
    state.miningGroups.push({
      id,
      name: group.name,
      code: group.code,
      leaderUid: group.leader,
      createTime: clock.ago(days(30)),
    });
    for (const uid of [group.leader, ...group.members]) {
      const rival = RIVALS[uid];
      if (!rival || !state.users.some((u) => u.uid === uid)) throw new Error(`seed: no mining rival ${uid}`);
      state.miners.push({ uid, groupId: id, lastBeat: null, rival: { ...rival, paidUntil: since } });
    }
  }
  const located = [
    [SEEDED_MINING.pioneers.leader, SEEDED_MINING.shanghai],
    [SEEDED_MINING.seoul.leader, SEEDED_MINING.seoulLocation],
  ] as const;
  for (const [uid, place] of located)
    state.nodeLocations.push({ uid, ...place, status: 1, shared: true, reviewAt: null });
  advanceMining(state, clock.now);
}
