import type { TokenSymbol } from '../../../../api/wallet/wallet';
import { money, toWire } from '../../../../lib/money';
import { giveShare, seedIssuanceDays } from './issuance';
import { createRecharge, RECHARGE_SETTLE_MS } from '../../payment/db/recharges';
import type { DbState, WalletRow } from '../../../db/schema';
import { days, hours, minutes, type SeedClock } from '../../../db/seedClock';
import { advanceStakes, createStake, payStake, planOf } from '../../stakes/db/stakes';
import { exchangeTokens } from './exchange';
import { addWallet } from './openWallet';
import { SEEDED_KEYS } from './seedWalletKeys';
import { takeId } from '../../../db/sequence';
import { move, TOKENS, transferTokens, walletsOf } from './wallets';

/**
 * Seeded wallet accounts (docs/api.md §15 "Seeded wallets"). The demo has none: its journey creates one.
 * Addresses are those of the users' seeded phrases (seedWalletKeys.ts), so they are known before the seed runs.
 */
export const SEEDED_WALLETS = {
  /** Oliver Bennett: two accounts, more than 500 USDT but no withdrawal address bound */
  oliver: {
    uid: 100_002,
    main: SEEDED_KEYS.oliver.addresses[0],
    savings: SEEDED_KEYS.oliver.addresses[1],
    balances: { QC: 300, USDT: 1_200, TRX: 50 },
    savingsBalances: { QC: 0, USDT: 250, TRX: 1_000 },
  },
  /** 김민준 */
  minjun: { uid: 100_006, main: SEEDED_KEYS.minjun.addresses[0], balances: { QC: 120, USDT: 80, TRX: 300 } },
  /** Lucas Oliveira: exactly 500 USDT (a withdrawal is refused until he holds more) and a bound address */
  lucas: {
    uid: 100_011,
    main: SEEDED_KEYS.lucas.addresses[0],
    balances: { QC: 50, USDT: 500, TRX: 0 },
    /** outside the mall: no account has it */
    withdrawAddress: 'TXvZgN2CzB2CEHFJTERcmdhM5b1QdhVtrx',
  },
} as const;

type Holdings = Record<TokenSymbol, number>;

/** Sets what the account holds now: its log is history, the seeded figures are exact. */
function settle(state: DbState, wallet: WalletRow, holdings: Holdings): void {
  for (const symbol of TOKENS) {
    const row = state.walletBalances.find((b) => b.walletId === wallet.id && b.symbol === symbol);
    if (row) row.balance = toWire(holdings[symbol]);
  }
}

/** The user's next account at the address written out for its place: nothing is derived at start. */
function open(state: DbState, who: keyof typeof SEEDED_KEYS, name: string, time: number): WalletRow {
  const { uid } = SEEDED_WALLETS[who];
  if (!state.users.some((u) => u.uid === uid)) throw new Error(`seed: no user ${uid} for a wallet`);
  const { accountKey, addresses } = SEEDED_KEYS[who];
  const index = walletsOf(state, uid).length;
  const address = addresses[index];
  if (!address) throw new Error(`seed: no address ${index} written out for ${who}`);
  const isMain = index === 0;
  const row = { id: takeId(state, 'wallet'), uid, name, address, isMain, createTime: time };
  return addWallet(state, { ...row, accountKey: isMain ? accountKey : null });
}

/** A card top-up of the account's USDT, paid by the checkout (a RechargeRecord with its wallet_id). */
function paidTopUp(state: DbState, wallet: WalletRow, amount: number, time: number): void {
  const row = createRecharge(state, wallet.uid, { amount, type: 'card', walletId: wallet.id }, time);
  row.status = 1;
  row.settledAt = time + RECHARGE_SETTLE_MS;
  move(state, wallet, { kind: 'recharge', symbol: 'USDT', amount }, row.settledAt);
}

export function seedWallets(state: DbState, clock: SeedClock): void {
  seedIssuanceDays(state, clock.now);
  const { oliver, minjun, lucas } = SEEDED_WALLETS;
  const oliverMain = open(state, 'oliver', 'Oliver', clock.ago(days(60)));
  const minjunMain = open(state, 'minjun', '민준의 지갑', clock.ago(days(40)));
  const lucasMain = open(state, 'lucas', 'Carteira principal', clock.ago(days(30)));
  const oliverSavings = open(state, 'oliver', 'Savings', clock.ago(days(20)));

  paidTopUp(state, oliverMain, 1_500, clock.ago(days(59)));
  paidTopUp(state, minjunMain, 100, clock.ago(days(39)));
  paidTopUp(state, lucasMain, 500, clock.ago(days(29)));
  // An exchange with its record (exchangeLog) and both lines, as Wallet/exchange makes one.
  exchangeTokens(state, oliverMain, { from: 'USDT', to: 'TRX', amount: money(50) }, clock.ago(days(50)));
  const oliverUser = state.users.find((u) => u.uid === oliver.uid);
  if (oliverUser) {
    const transfer = { from: oliverMain, symbol: 'USDT' as const, sender: oliverUser };
    transferTokens(state, { ...transfer, to: oliverSavings, amount: money(250) }, clock.ago(days(19)));
    transferTokens(state, { ...transfer, to: minjunMain, amount: money(20) }, clock.ago(hours(30)));
  }
  // Each main account's share of every day issued since it was opened.
  for (const day of state.issuanceDays)
    for (const wallet of [oliverMain, minjunMain, lucasMain])
      if (wallet.createTime < day.date) giveShare(state, wallet, day.date);

  seedStakes(state, clock, { oliver: oliverMain, minjun: minjunMain });

  settle(state, oliverMain, oliver.balances);
  settle(state, oliverSavings, oliver.savingsBalances);
  settle(state, minjunMain, minjun.balances);
  settle(state, lucasMain, lucas.balances);
  const lucasUser = state.users.find((u) => u.uid === lucas.uid);
  if (lucasUser) lucasUser.withdrawAddress = lucas.withdrawAddress;
}

/**
 * Seeded stakes (docs/api.md §16 "Seeded stakes"), paid and brought up to now by the clock's own rules: Oliver's
 * 30-day stake running for 12 days, his 7-day stake settled last week and one to pay lapsing in 40 minutes;
 * 김민준's 7-day stake maturing an hour from now.
 */
function seedStakes(
  state: DbState,
  clock: SeedClock,
  wallets: { oliver: WalletRow; minjun: WalletRow },
): void {
  const stake = (wallet: WalletRow, term: number, amount: number, time: number, paid: boolean) => {
    const plan = planOf(term);
    if (!plan) throw new Error(`seed: no ${term}-day staking plan`);
    const row = createStake(
      state,
      { uid: wallet.uid, walletId: wallet.id, plan, amount: money(amount) },
      time,
    );
    if (paid) payStake(state, row, wallet, time);
  };
  stake(wallets.oliver, 7, 100, clock.ago(days(15)), true);
  stake(wallets.oliver, 30, 200, clock.ago(days(12)), true);
  stake(wallets.minjun, 7, 100, clock.ago(days(7) - hours(1)), true);
  stake(wallets.oliver, 30, 150, clock.ago(minutes(20)), false);
  advanceStakes(state, clock.now);
}
