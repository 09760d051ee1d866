import { screen, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { formatAmount } from '../../src/lib/money';
import { db } from '../../src/mocks/db';
import type { StakeRow } from '../../src/mocks/db/schema';
import { useSession } from '../../src/stores/session';
import { tapDigits } from '../keypad';
import { renderRoute, setupUser } from '../render';
import { PAY_PASSWORD } from './myMoneyFixtures';
import { signInWalletUser } from './walletBackend';

/** Staking page tests run against the fake backend (docs/api.md §16) and its seeded stakes. */

export const S = endpoints.Stakes;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const DAY_MS = 86_400_000;

/** An amount as the pages write QC: "1,234.50 QC". */
export const qc = (value: number) => `${formatAmount(value, 'en')} QC`;

/** The signed-in user's stakes in the fake database, oldest first. */
export const myStakes = (): StakeRow[] => db().stakes.filter((s) => s.uid === useSession.getState().uid);

/** The signed-in user's one stake of `amount` in `status`. */
export function myStake(amount: number, status: 0 | 1 | 2): StakeRow {
  const stake = myStakes().find((s) => s.amount === amount && s.status === status);
  if (!stake) throw new Error(`no stake of ${amount} in status ${status}`);
  return stake;
}

/** The card of the stake with this order number. */
export const stakeCard = async (orderNo: string) =>
  within(await screen.findByRole('article', { name: `Stake ${orderNo}` }));

/** A fact's value on a card or sheet, by its label. */
export const factOf = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByText(label).nextElementSibling as HTMLElement;

export const payDialog = () => screen.findByRole('dialog', { name: 'Pay the stake' });

/** Types the payment password on the open pay sheet. */
export async function enterPayPassword(user: ReturnType<typeof setupUser>) {
  await payDialog();
  await tapDigits(user, PAY_PASSWORD);
}

export const amountField = () => screen.findByLabelText('Amount to stake');
export const confirmSheet = async () =>
  within(await screen.findByRole('dialog', { name: 'Confirm the stake' }));

/** A seeded wallet user on the staking page, its form ready. */
export async function openPledge(who: 'oliver' | 'lucas' | 'minjun', options?: { payPassword?: boolean }) {
  await signInWalletUser(who, options);
  const user = setupUser();
  const view = renderRoute('/pages/wallet/pledge');
  await amountField();
  return { user, ...view };
}
