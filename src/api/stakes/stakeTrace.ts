import { compare, type MoneyLike } from '../../lib/money';
import { PAGE_SIZE } from '../paging';
import { getStakeList, getUnpaidStakes, useStakesChanged, type Stake } from './stakes';
import { newRowsSince, type Trace } from '../sendTrace';

/** A stake being made: from which account, how much, for how long. */
export interface StakeDraftFacts {
  wallet_id: number;
  amount: MoneyLike;
  term: number;
}

/**
 * After a lost answer to making a stake (issue 32): the user's newest stakes, read just before the send,
 * are read again, and a new stake to pay of this account, amount and term is this one. The
 * stakes are read again either way.
 */
export function useStakeCreateTrace() {
  const changed = useStakesChanged();
  return async (draft: StakeDraftFacts): Promise<Trace<Stake>> => {
    const since = await newRowsSince(getStakeList);
    return async () => {
      const stake = await since(
        (row) =>
          row.status === 0 &&
          row.wallet_id === draft.wallet_id &&
          row.term === draft.term &&
          compare(row.amount, draft.amount) === 0,
      );
      changed();
      return stake;
    };
  };
}

/**
 * After a lost answer to paying stake `id`: it is among the running stakes (paid), or still among those to
 * pay (not paid). Neither — lapsed meanwhile, or further down than the first page of running ones — cannot be
 * told. Nothing needs reading before: the stake's id says which.
 */
export function useStakePayTrace() {
  const changed = useStakesChanged();
  return (id: number): Trace<Stake> =>
    async () => {
      const first = { pageIndex: 1, pageSize: PAGE_SIZE };
      const [running, unpaid] = await Promise.all([
        getStakeList({ ...first, status: 1 }),
        getUnpaidStakes(first),
      ]);
      changed();
      const paid = running.list.find((stake) => stake.id === id);
      if (paid) return paid;
      if (unpaid.list.some((stake) => stake.id === id)) return null;
      throw new Error('the stake is neither running nor to pay on the first pages');
    };
}
