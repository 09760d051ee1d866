import { expect, type Page } from '@playwright/test';
import { tapDigits } from './app';

export const PAY_PASSWORD = '135790';

/** Seeded auctions (docs/api.md §9): a rival answers any lead a minute later; the other can be won now. */
export const RIVAL_LOT = 'JBL Flip 6';
export const WINNABLE_LOT = 'Casio G-Shock';

/** The ongoing auctions tab, then the auction whose card names `lot`. */
export async function openAuction(page: Page, lot: string) {
  await page.goto('/pages/index/auction');
  await page.locator('article.auction-card').filter({ hasText: lot }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/pages\/index\/auction\?id=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(lot) })).toBeVisible();
}

/** Pays the deposit of the auction on screen: the question, then the payment password. */
export async function payDeposit(page: Page) {
  await page.getByRole('button', { name: 'Pay deposit' }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'returns to your balance' });
  await question.getByRole('button', { name: /^Pay / }).click();
  await tapDigits(page, PAY_PASSWORD);
  await expect(page.getByText('Deposit paid: you can bid')).toBeVisible();
}

/** The current price on the auction page, as the page shows it. */
export const priceShown = (page: Page) => page.locator('.auction-head .auction-price-figure');
