import { sum, toWire } from '../../../../lib/money';

/** A row of income paid to a user (mining, devices): what the counts and the rankings add up. */
export interface IncomeLine {
  uid: number;
  amount: number;
  createTime: number;
}

/** The rows' amounts from `from` to `to`, both inclusive. */
export const amountBetween = (rows: readonly IncomeLine[], from: number, to: number): number =>
  toWire(sum(rows.filter((r) => r.createTime >= from && r.createTime <= to).map((r) => r.amount)));
