import type { MiningIncomeSource } from '../../../../api/mining/mining';
import type { ReviewStatus } from '../../../../api/shared';

/**
 * A user's node mining (docs/api.md §14, decision 0039): the group they are in and their last heartbeat. A
 * seeded rival has a schedule instead of a page that beats: online for part of every hour of the fake clock,
 * and a 24-hour session a day whose income is paid as it ends (db/mining `advanceMining`).
 */
export interface MinerRow {
  uid: number;
  groupId: number | null;
  lastBeat: number | null;
  /** a seeded rival: minutes past each hour it comes online (online 40 minutes), and its daily income */
  rival: { onlineFrom: number; dailyIncome: number; paidUntil: number } | null;
}

/** A 24-hour mining session; its income (4 places) grows with each beat and is paid when it ends. */
export interface MiningSessionRow {
  id: number;
  uid: number;
  startedAt: number;
  endsAt: number;
  income: number;
  lastBeat: number;
  paid: boolean;
}

/** What mining paid into the user's QC: a session's income, the daily sign or the location bonus. */
export interface MiningIncomeRow {
  id: number;
  uid: number;
  source: MiningIncomeSource;
  amount: number;
  createTime: number;
}

export interface MiningGroupRow {
  id: number;
  name: string;
  code: string;
  leaderUid: number;
  createTime: number;
}

/** A user's node location; reviewed a minute after it was sent (`reviewAt`). */
export interface NodeLocationRow {
  uid: number;
  lat: number;
  lng: number;
  address: string;
  status: ReviewStatus;
  shared: boolean;
  reviewAt: number | null;
}
