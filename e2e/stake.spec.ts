import { expect, test } from '@playwright/test';
import { freshApp, skipTime } from './support/app';
import { confirmWithPassword, holding, OLIVER, signInWithPayPassword } from './support/wallet';

const DAY = 24 * 60 * 60_000;

test('a 100 QC stake for the shortest term: paid once, not settled before maturity, then principal and return arrive once', async ({
  page,
}) => {
  await freshApp(page);
  await signInWithPayPassword(page, OLIVER);
  const before = await holding(page, 'QC');

  await page.goto('/pages/wallet/pledge');
  const terms = page.getByRole('radiogroup', { name: 'Term' });
  await terms
    .locator('label')
    .filter({ hasText: /^7 days/ })
    .click();
  await expect(terms.getByRole('radio', { name: /^7 days/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Amount to stake' }).fill('100');
  await expect(page.locator('.stake-preview')).toContainText('101.50 QC');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Confirm the stake');
  await confirmWithPassword(page, 'Stake and pay');
  await expect(page.getByRole('region', { name: 'Staked' })).toBeVisible();

  expect(await holding(page, 'QC')).toBeCloseTo(before - 100, 2);

  // Running: it cannot settle before maturity.
  await page.goto('/pages/wallet/pledgeOrder?tab=running');
  const card = page.locator('article.stake-card').filter({ hasText: '100.00 QC' }).first();
  await expect(card).toContainText('It cannot settle before maturity');
  const orderNo = (await card.locator('.stake-card-no').textContent()) ?? '';
  expect(orderNo).not.toBe('');
  await page.goto('/pages/wallet/pledgeOrder?tab=settled');
  await expect(page.getByRole('article', { name: `Stake ${orderNo}` })).toHaveCount(0);

  // Seven days on the fake clock: it settles by itself, once.
  const paid = await holding(page, 'QC');
  await skipTime(page, 7 * DAY + 60_000);
  await page.goto('/pages/wallet/pledgeOrder?tab=settled');
  const settled = page.getByRole('article', { name: `Stake ${orderNo}` });
  await expect(settled).toContainText('101.50 QC');
  expect(await holding(page, 'QC')).toBeGreaterThanOrEqual(paid + 101.5);

  // Its payouts: seven daily ones and one return, read again after another day: still one return.
  await skipTime(page, DAY);
  await page.goto('/pages/wallet/income');
  const ours = page.locator('.panel-log-row').filter({ hasText: `Stake ${orderNo}` });
  await expect(ours.filter({ hasText: 'Return at maturity' })).toHaveCount(1);
  await expect(ours.filter({ hasText: 'Return at maturity' })).toContainText('+1.50 QC');
  await expect(ours.filter({ hasText: 'Daily payout' }).first()).toContainText('+0.05 QC');
});
