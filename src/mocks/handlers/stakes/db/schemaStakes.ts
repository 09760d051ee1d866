import type { StakeRewardKind, StakeStatus } from '../../../../api/stakes/stakes';

/**
 * A stake (docs/api.md §16, decision 0039): created to pay (0), paid and running (1) until maturity, settled
 * (2) by the clock at maturity (db/stakes `advanceStakes`). A stake still to pay past `payExpireTime` has lapsed:
 * it stays here only to answer "this stake has expired".
 */
export interface StakeRow {
  id: number;
  orderNo: string;
  uid: number;
  walletId: number;
  amount: number;
  term: number;
  settleRatio: number;
  status: StakeStatus;
  createTime: number;
  payExpireTime: number;
  startTime: number | null;
  maturityTime: number | null;
  settleTime: number | null;
  /** the daily payouts so far */
  income: number;
  /** the start of the last server day whose payout was made (the paying day's start at first) */
  paidDay: number | null;
}

/** A stake's income: a `daily` payout at a server day's start, or the `settle` return at maturity. */
export interface StakeRewardRow {
  id: number;
  uid: number;
  stakeId: number;
  orderNo: string;
  kind: StakeRewardKind;
  amount: number;
  createTime: number;
}
