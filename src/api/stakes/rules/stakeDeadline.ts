/** What a stake's deadline depends on (api/stakes Stake). */
interface StakeTimes {
  status: 0 | 1 | 2;
  pay_expire_time: number;
  maturity_time: number | null;
}

/**
 * When the server changes a stake by itself: a stake to pay lapses at `pay_expire_time`, a running one settles
 * at `maturity_time` (decision 0039); a settled one never changes again.
 */
export const stakeDeadline = (stake: StakeTimes): number | null =>
  stake.status === 0 ? stake.pay_expire_time : stake.status === 1 ? stake.maturity_time : null;
