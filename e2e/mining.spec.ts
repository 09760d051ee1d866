import { expect, test } from '@playwright/test';
import { amountIn, freshApp, signInDemo, skipTime } from './support/app';

test('node mining: start, the heartbeat earns on the fake clock, then a group raises the weight', async ({
  page,
}) => {
  await freshApp(page);
  await signInDemo(page, '/pages/wallet/mining');

  const session = page.getByRole('region', { name: 'Node mining' });
  await expect(session).toContainText('Idle');
  await session.getByRole('button', { name: 'Start mining' }).click();
  await expect(session).toContainText('Ends in');
  await expect(page.getByTestId('session-income')).toHaveText(/^0\.0000\sQC$/);
  // No group yet: the speed is the base speed.
  await expect(page.getByTestId('mining-speed')).toContainText('×1 ');

  // 50 s of the fake clock, then the page is opened again: it beats at once and the beat pays those 50 s.
  await skipTime(page, 50_000);
  await page.reload();
  await expect
    .poll(async () => amountIn(await page.getByTestId('session-income').textContent()), { timeout: 20_000 })
    .toBeGreaterThan(0);

  // Join PIONEER: its members online raise the weight by ×1.05 each.
  await page.goto('/pages/wallet/mining?tab=group');
  await page.getByRole('textbox', { name: 'Group code' }).fill('PIONEER');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('region', { name: 'My group' })).toContainText('PIONEER');
  const weight = amountIn(await page.getByTestId('mining-group-weight').textContent());
  expect(weight).toBeGreaterThanOrEqual(1.05);
  await expect(page.getByText('×1.05 per online member')).toBeVisible();

  // The session now mines at the group's weight (who is online may have moved on by a minute meanwhile).
  await page.goto('/pages/wallet/mining');
  await expect(page.getByTestId('mining-speed')).toContainText(/×1\.\d+ = /);
});
