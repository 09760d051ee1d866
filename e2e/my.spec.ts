import { expect, test, type Page } from '@playwright/test';
import { amountIn, cardFigure, fakeRows, freshApp, signInDemo, tapDigits } from './support/app';

/** A user's USDT as the fake backend holds it (in the page). */
async function usdtOf(page: Page, uid: number): Promise<number> {
  const users = await fakeRows<{ uid: number; usdtBalance: number }>(page, 'users');
  return users.find((u) => u.uid === uid)?.usdtBalance ?? Number.NaN;
}

test('check in: today ticks and the reward arrives in points', async ({ page }) => {
  await freshApp(page);
  await signInDemo(page, '/pages/my/index');
  const pointsBefore = amountIn(await cardFigure(page, 'Points').textContent());

  await page.goto('/pages/my/signIn');
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  const rewarded = page.getByText(/^Checked in! \+\d+\s+points$/);
  await expect(rewarded).toBeVisible();
  const reward = Number(/\+(\d+)/.exec((await rewarded.textContent()) ?? '')?.[1]);
  await expect(page.getByRole('button', { name: 'Checked in today' })).toBeDisabled();

  await page.goto('/pages/my/index');
  const points = cardFigure(page, 'Points');
  // The card shows points whole and in full (it abbreviates only past 8 characters).
  await expect(points).toHaveText(new Intl.NumberFormat('en').format(pointsBefore + reward));
  await page.goto('/pages/my/bill?asset=points');
  await expect(page.getByText(`+${reward}`).first()).toBeVisible();
});

test('set a payment password (111111 and 123456 refused), then transfer and see both balances', async ({
  page,
}) => {
  await freshApp(page);
  await signInDemo(page, '/pages/my/setPayPassword');
  await page.getByPlaceholder('Enter your login password').fill('Demo1234');
  await page.getByRole('button', { name: 'Next' }).click();
  await tapDigits(page, '111111');
  await expect(page.getByText('The digits cannot all be the same')).toBeVisible();
  await tapDigits(page, '123456');
  await expect(page.getByText('The digits cannot run in order, like 123456 or 654321')).toBeVisible();
  await tapDigits(page, '135790');
  await tapDigits(page, '135790');
  await expect(page.getByText('Payment password set')).toBeVisible();

  // Transfer 12.5 USDT to another user by ID.
  const receiverBefore = await usdtOf(page, 100002);
  await page.goto('/pages/my/transfer');
  const before = amountIn(
    await page
      .getByText(/^USDT balance/)
      .locator('..')
      .textContent(),
  );
  await page.getByPlaceholder('User ID or phone number').fill('100002');
  await page.getByPlaceholder('User ID or phone number').press('Enter');
  await page.locator('.transfer-search').getByText('ID 100002').click();
  await expect(page).toHaveURL(/submitTransfer\?uid=100002/);
  await page.getByRole('textbox').first().fill('12.5');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await tapDigits(page, '135790');
  await expect(page.getByText('Transfer sent')).toBeVisible();

  // The sender's USDT fell by 12.5 (the page shows the new balance); the receiver's rose by 12.5.
  await page.goto('/pages/my/transfer');
  const after = amountIn(
    await page
      .getByText(/^USDT balance/)
      .locator('..')
      .textContent(),
  );
  expect(after).toBeCloseTo(before - 12.5, 2);
  await expect.poll(() => usdtOf(page, 100002)).toBeCloseTo(receiverBefore + 12.5, 2);
});

test('redeem a code once; the second time is refused', async ({ page }) => {
  await freshApp(page);
  await signInDemo(page, '/pages/my/redemption');
  const field = page.getByPlaceholder('Enter redemption code');
  await field.fill('WELCOME100');
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(page.getByText('+100 points').first()).toBeVisible();
  // A second tap within 500 ms of the first is taken for a double tap and dropped (useSendGuard); the fake
  // backend answers faster than that, and a person types the code again more slowly than this test.
  await page.waitForTimeout(500);
  await field.fill('WELCOME100');
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(page.locator('.toast-box')).toBeVisible();
  await expect(page.getByText('Redemption code').first()).toBeVisible();
});

test('top up 5 is refused, 20 goes through the card checkout and the balance rises', async ({ page }) => {
  await freshApp(page);
  await signInDemo(page, '/pages/my/recharge');
  const amount = page.getByRole('textbox', { name: 'Other amount' });
  await amount.fill('5');
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  await expect(page.getByText('The amount must not be below CN¥10.00')).toBeVisible();
  await amount.fill('20');
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/my\/paddle\?orderNo=/);
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Your balance is now CN¥1,020.00')).toBeVisible();
});
