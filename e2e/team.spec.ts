import { expect, test, type Page } from '@playwright/test';
import { amountIn, cardFigure, DEMO, freshApp, signInDemo, tapDigits } from './support/app';
import { PAY_PASSWORD } from './support/wallet';

/** The mall balance the Me tab's card shows for the signed-in user. */
async function mallBalance(page: Page): Promise<number> {
  await page.goto('/pages/my/index');
  const balance = cardFigure(page, 'Balance');
  await expect(balance).toHaveText(/\d/);
  return amountIn(await balance.textContent());
}

/** What the team page says is there to withdraw. */
async function available(page: Page): Promise<number> {
  const figure = page.getByTestId('team-available');
  await expect(figure).toHaveText(/\d/);
  return amountIn(await figure.textContent());
}

/** Max, then the confirmation of the whole available amount. */
async function withdrawAll(page: Page) {
  await page.getByRole('button', { name: 'Max' }).click();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
  await expect(sheet).toContainText('The amount moves from your team earnings to your mall balance at once.');
  await sheet.getByRole('button', { name: 'Confirm', exact: true }).click();
}

test('the demo leads a team: members listed, a payment password set on the way, the earnings withdrawn once to the mall balance', async ({
  page,
}) => {
  await freshApp(page);
  await signInDemo(page, '/pages/my/index');
  const before = await mallBalance(page);

  // The Me tab leads a leader to the team page.
  await page.getByRole('region', { name: 'QC & mining' }).getByRole('button', { name: 'My team' }).click();
  await expect(page).toHaveURL(/\/pages_team\/index$/);
  await expect(page.getByRole('heading', { name: 'Members (3)' })).toBeVisible();
  const members = page.locator('article.team-member');
  await expect(members).toHaveCount(3);
  await expect(members.filter({ hasText: 'Oliver' })).toContainText('Online');
  const amount = await available(page);
  expect(amount).toBeGreaterThan(500);

  // The demo has no payment password: the withdrawal leads to setting one, then back here.
  await withdrawAll(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Set it now' }).click();
  await expect(page).toHaveURL(/\/pages\/my\/setPayPassword\?route=/);
  await page.getByPlaceholder('Enter your login password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await tapDigits(page, PAY_PASSWORD);
  await tapDigits(page, PAY_PASSWORD);
  await expect(page).toHaveURL(/\/pages_team\/index$/);

  await withdrawAll(page);
  await tapDigits(page, PAY_PASSWORD);
  const moved = amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByText(`${moved} moved to your mall balance`)).toBeVisible();
  await expect(page.getByTestId('team-available')).toHaveText('CN¥0.00');
  await expect(page.getByTestId('withdraw-closed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Max' })).toHaveCount(0);

  // The mall balance rose by the amount, once: read again after a reload, it stays there.
  expect(await mallBalance(page)).toBeCloseTo(before + amount, 2);
  await page.goto('/pages_team/index');
  expect(await available(page)).toBe(0);
  expect(await mallBalance(page)).toBeCloseTo(before + amount, 2);
});
