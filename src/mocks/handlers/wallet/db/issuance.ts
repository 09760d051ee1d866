import { money, toWire, truncate } from '../../../../lib/money';
import { DAY_MS, dayStart } from '../../../db/calendar';
import { createPrng } from '../../../db/prng';
import type { DbState, IssuanceDayRow, WalletRow } from '../../../db/schema';
import { takeId } from '../../../db/sequence';
import { balanceOf, move, priceOf } from './wallets';

/**
 * QC issuance (增发, docs/api.md §15): new QC is issued when each server day starts; every main account gets a
 * share of it (an `issuance` line crediting QC). The fake backend keeps 180 days of history.
 */
export const ISSUANCE_HISTORY_DAYS = 180;
/** The first seeded day's supply and circulation. */
const OPENING_SUPPLY = 21_000_000;
const OPENING_CIRCULATING = 13_500_000;
/** What of each day's issuance starts circulating. */
const CIRCULATING_SHARE = 0.7;
/** A main account's share: a base and a part of the QC it holds. */
const SHARE_BASE = 0.5;
const SHARE_OF_HOLDING = 0.002;

/** A day's issuance: 40,000–60,000 QC, the same for the same day. */
const addedOn = (date: number): number => createPrng(Math.floor(date / DAY_MS)).int(40_000, 60_000);

function dayRow(date: number, previous: IssuanceDayRow | undefined): IssuanceDayRow {
  const added = addedOn(date);
  const supply = previous ? previous.totalSupply : OPENING_SUPPLY;
  const circulating = previous ? previous.circulating : OPENING_CIRCULATING;
  return {
    date,
    added,
    totalSupply: supply + added,
    circulating: toWire(money(circulating).plus(money(added).times(money(CIRCULATING_SHARE))), 0),
    priceUsdt: priceOf('QC', date + DAY_MS - 1),
  };
}

/** What a main account receives of one day's issuance. */
export const shareOf = (qcHeld: number): number =>
  toWire(truncate(money(SHARE_BASE).plus(money(qcHeld).times(money(SHARE_OF_HOLDING))), 2));

/** Credits one main account its share of the day's issuance, at `time`. */
export function giveShare(state: DbState, wallet: WalletRow, time: number): void {
  const amount = shareOf(balanceOf(state, wallet.id, 'QC'));
  state.issuanceShares.push({
    id: takeId(state, 'issuanceShare'),
    uid: wallet.uid,
    walletId: wallet.id,
    amount,
    createTime: time,
  });
  move(state, wallet, { kind: 'issuance', symbol: 'QC', amount }, time);
}

/** The 180 days up to today's, before any wallet (the seed). */
export function seedIssuanceDays(state: DbState, time: number): void {
  const today = dayStart(time);
  for (let back = ISSUANCE_HISTORY_DAYS - 1; back >= 0; back -= 1) {
    state.issuanceDays.push(dayRow(today - back * DAY_MS, state.issuanceDays.at(-1)));
  }
}

/** Every server day that started by `time` and is not issued yet is: its row, and each main account's share. */
export function issueDays(state: DbState, time: number): void {
  const today = dayStart(time);
  let last = state.issuanceDays.at(-1);
  if (!last) return;
  while (last.date + DAY_MS <= today) {
    const row = dayRow(last.date + DAY_MS, last);
    state.issuanceDays.push(row);
    for (const wallet of state.wallets)
      if (wallet.isMain && wallet.createTime < row.date) giveShare(state, wallet, row.date);
    last = row;
  }
  // The history keeps its 180 days.
  state.issuanceDays.splice(0, Math.max(0, state.issuanceDays.length - ISSUANCE_HISTORY_DAYS));
}
