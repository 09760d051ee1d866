import { compare, type MoneyLike } from '../lib/money';
import { PAGE_SIZE } from './paging';
import { getStakeList, getUnpaidStakes, useStakesChanged, type Stake } from './stakes';
import { findWrittenSince, QUIET } from './writtenSince';

/** A stake being made: from which account, how much, for how long. */
export interface StakeDraftFacts {
  wallet_id: number;
  amount: MoneyLike;
  term: number;
}

/**
 * After a lost answer to making a stake (issue 32): the user's stakes, read when the confirmation opened,
 * are read again, and a stake to pay written since with this account, amount and term is this one. The
 * stakes are read again either way.
 */
export function useStakeCreateTrace() {
  const changed = useStakesChanged();
  return async (draft: StakeDraftFacts) => {
    const find = await findWrittenSince(
      (page) => getStakeList(page, QUIET),
      (stake) =>
        stake.status === 0 &&
        stake.wallet_id === draft.wallet_id &&
        stake.term === draft.term &&
        compare(stake.amount, draft.amount) === 0,
    );
    return async () => {
      const stake = await find();
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
  return async (id: number) => async (): Promise<Stake | null> => {
    const first = { pageIndex: 1, pageSize: PAGE_SIZE };
    const [running, unpaid] = await Promise.all([
      getStakeList({ ...first, status: 1 }, QUIET),
      getUnpaidStakes(first, QUIET),
    ]);
    changed();
    const paid = running.list.find((stake) => stake.id === id);
    if (paid) return paid;
    if (unpaid.list.some((stake) => stake.id === id)) return null;
    throw new Error('the stake is neither running nor to pay on the first pages');
  };
}
