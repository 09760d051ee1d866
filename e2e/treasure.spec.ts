import { expect, test, type Page } from '@playwright/test';
import { amountIn, balanceText, buyUnits, freshApp, signInDemo, signInOnLoginPage } from './support/app';

async function openBox(page: Page, unitsLeft?: number) {
  await page.getByRole('tab', { name: 'Prize box' }).click();
  await expect(page).toHaveURL(/tab=box/);
  const cards = page.locator('a.issue-card');
  const card =
    unitsLeft === undefined ? cards.first() : cards.filter({ hasText: `${unitsLeft} left` }).first();
  await card.click();
  await expect(page).toHaveURL(/\/pages\/index\/details\?type=treasure&id=\d+/);
}

test('a guest opens a treasure box, signs in at buy, buys units and the balance falls by the total', async ({
  page,
}) => {
  await freshApp(page);
  await openBox(page);
  const productUrl = page.url();

  await page.getByRole('button', { name: 'Buy now' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/pages\/login\/index\?route=/);
  await signInOnLoginPage(page);
  await expect(page).toHaveURL(productUrl);

  await page.getByRole('button', { name: 'Buy now' }).click();
  const sheet = page.getByRole('dialog').filter({ has: page.getByText('Pay with') });
  const before = amountIn(await sheet.getByText(/^Your balance:/).textContent());
  await sheet.getByRole('button', { name: 'More' }).click();
  await expect(sheet.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  const total = amountIn(await sheet.getByTestId('buy-total').textContent());
  expect(total).toBeGreaterThan(0);
  await sheet.getByRole('button', { name: 'Confirm purchase' }).click();
  const result = page.getByRole('dialog', { name: 'Purchase successful' });
  await expect(result.getByRole('heading', { name: 'Your numbers (2)' })).toBeVisible();
  await result.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(sheet.getByText(/^Your balance:/)).toHaveText(`Your balance: ${balanceText(before - total)}`);
});

test('buying every remaining unit of a box draws it and the draw page shows the winner', async ({ page }) => {
  await freshApp(page);
  await signInDemo(page, '/');
  await openBox(page, 3);
  await buyUnits(page, 3);

  await expect(page).toHaveURL(/\/pages\/index\/draw\?id=\d+/);
  await expect(page.getByText(/^(Congratulations, you won!|Not won this time)$/)).toBeVisible();
  await expect(page.getByText('Winning number', { exact: true })).toBeVisible();
  await expect(page.getByText('Winner', { exact: true })).toBeVisible();
});
