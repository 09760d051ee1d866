import { expect, test } from '@playwright/test';
import { cardFigure, freshApp, signInDemo } from './support/app';

test('two tabs are one server: a tab opened before a check-in cannot check in again', async ({
  page,
  context,
}) => {
  await freshApp(page);
  await signInDemo(page, '/pages/my/signIn');
  const checkIn = (tab: typeof page) => tab.getByRole('button', { name: 'Check in', exact: true });
  const earlier = await context.newPage();
  await earlier.goto('/pages/my/signIn');
  await expect(checkIn(earlier)).toBeEnabled();

  await checkIn(page).click();
  await expect(page.getByText(/^Checked in! \+\d+\s+points$/)).toBeVisible();
  await checkIn(earlier).click();
  await expect(earlier.getByText('Check-in time not reached')).toBeVisible();

  // The points arrived once: both tabs show what the first one showed right after its check-in.
  const points = (tab: typeof page) => cardFigure(tab, 'Points');
  await page.goto('/pages/my/index');
  const shown = (await points(page).textContent()) ?? '';
  await earlier.goto('/pages/my/index');
  await expect(points(earlier)).toHaveText(shown);
});
