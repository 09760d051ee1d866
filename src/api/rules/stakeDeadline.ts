import type { Stake } from '../stakes';

/**
 * When the server changes a stake by itself: a stake to pay lapses at `pay_expire_time`, a running one settles
 * at `maturity_time` (decision 0039); a settled one never changes again.
 */
export const stakeDeadline = (stake: Stake): number | null =>
  stake.status === 0 ? stake.pay_expire_time : stake.status === 1 ? stake.maturity_time : null;
