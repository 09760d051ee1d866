import { expect, type Page } from '@playwright/test';
import { amountIn, setPayPassword, signInAs, tapDigits } from './app';

export const PAY_PASSWORD = '246801';

/** Seeded users with a wallet (docs/api.md §15 "Seeded wallets"; phones in README.md). */
export const OLIVER = { phone: '7700900123', region: '+44' };
export const MINJUN = { phone: '1012345678', region: '+82', main: 'TNDUH9VxoM8bFi4CuoB152Ef3GsarVW29d' };
export const LUCAS = { phone: '21998765432', region: '+55' };

export type Token = 'QC' | 'USDT' | 'TRX';

/** What the current account holds of a token, as the wallet home lists it. */
export async function holding(page: Page, symbol: Token) {
  await page.goto('/pages/wallet/index');
  const row = page
    .locator('.wallet-token')
    .filter({ has: page.locator('.wallet-token-name', { hasText: new RegExp(`^${symbol}$`) }) });
  const balance = row.locator('.wallet-token-balance');
  await expect(balance).toHaveText(/\d/);
  return amountIn(await balance.textContent());
}

/** A value of the confirmation sheet that is open, by its label. */
export const fact = (page: Page, label: string) =>
  page
    .getByRole('dialog')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** Confirms the open confirmation sheet with the payment password. */
export async function confirmWithPassword(page: Page, button: string) {
  await page.getByRole('dialog').getByRole('button', { name: button, exact: true }).click();
  await tapDigits(page, PAY_PASSWORD);
}

export async function signInWithPayPassword(page: Page, user: { phone: string; region: string }) {
  await signInAs(page, user.phone, '/pages/my/index', user.region);
  await setPayPassword(page, PAY_PASSWORD);
}
