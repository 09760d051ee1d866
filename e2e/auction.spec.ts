import { expect, test } from '@playwright/test';
import { dropSockets, freshApp, setPayPassword, signInDemo, skipTime } from './support/app';
import {
  openAuction,
  PAY_PASSWORD,
  payDeposit,
  priceShown,
  RIVAL_LOT,
  WINNABLE_LOT,
} from './support/auction';

const MINUTE = 60_000;

test('deposit, a bid below the minimum refused, a bid at the minimum leads; a rival outbids live', async ({
  page,
}) => {
  await freshApp(page);
  await signInDemo(page, '/pages/my/index');
  await setPayPassword(page, PAY_PASSWORD);
  await openAuction(page, RIVAL_LOT);
  await payDeposit(page);

  // The field starts at the minimum next bid; one cent less is refused before anything is sent.
  const amount = page.getByRole('textbox', { name: 'Bid amount' });
  const minimum = Number(await amount.inputValue());
  expect(minimum).toBeGreaterThan(0);
  await amount.fill((minimum - 0.01).toFixed(2));
  await page.getByRole('button', { name: 'Place bid' }).click();
  await expect(page.getByText(/^Amount below minimum bid/)).toBeVisible();

  await amount.fill(minimum.toFixed(2));
  await page.getByRole('button', { name: 'Place bid' }).click();
  await expect(page.getByText('You are the highest bidder')).toBeVisible();
  await expect(priceShown(page)).toContainText(minimum.toFixed(2));

  // A minute later on the fake clock a rival answers: the push moves the price with no reload.
  const url = page.url();
  await skipTime(page, MINUTE + 1_000);
  await expect(page.getByText(/^You've been outbid\. Minimum bid now/)).toBeVisible({ timeout: 15_000 });
  await expect(priceShown(page)).not.toContainText(minimum.toFixed(2));
  expect(page.url()).toBe(url);
});

test('the auction ends on the fake clock: won, the order appears, claimed and shipped', async ({ page }) => {
  await freshApp(page);
  await signInDemo(page, '/pages/my/index');
  await setPayPassword(page, PAY_PASSWORD);
  await openAuction(page, WINNABLE_LOT);
  await payDeposit(page);
  await page.getByRole('button', { name: 'Place bid' }).click();
  await expect(page.getByText('You are the highest bidder')).toBeVisible();

  // Past its end on the fake clock. A real server's clock does not jump: the page measures it again when it
  // is opened again (or shown, or reconnected), and then has the server's word on who won.
  await skipTime(page, 31 * MINUTE);
  await page.reload();
  await expect(page.getByText(/^You won this auction at/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'View my order' }).click();
  await expect(page).toHaveURL(/\/pages\/order\/auctionDetails\?id=\d+/);

  // Claim it (the deposit counts towards the price), then ship it to the approved address.
  await page.getByRole('button', { name: 'Claim' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Claim|Confirm|Pay/ })
    .last()
    .click();
  const next = page.getByRole('dialog', { name: 'Claimed! What next?' });
  await next.getByRole('button', { name: 'Request shipping', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Ship to my address' })
    .getByRole('button', { name: 'Ship to this address' })
    .click();
  await expect(page.getByText('Pending shipment').first()).toBeVisible();

  await page.goto('/pages/order/auction');
  await expect(page.locator('article.order-card').filter({ hasText: WINNABLE_LOT })).toBeVisible();
});

test('the socket drops mid-auction and is back within 5 s with the server’s price', async ({ page }) => {
  await freshApp(page);
  await signInDemo(page, '/pages/my/index');
  await setPayPassword(page, PAY_PASSWORD);
  await openAuction(page, RIVAL_LOT);
  await payDeposit(page);
  await page.getByRole('button', { name: 'Place bid' }).click();
  await expect(page.getByText('You are the highest bidder')).toBeVisible();
  const mine = (await priceShown(page).textContent()) ?? '';

  // Cut off: the rival's answer is pushed to nobody; the page says it is reconnecting.
  await dropSockets(page);
  await expect(page.getByText('Live updates lost. Reconnecting…')).toBeVisible();
  await skipTime(page, MINUTE + 1_000);

  // Back within the 5 s retry: a fresh read shows the price the server has.
  await expect(page.getByText('Live updates lost. Reconnecting…')).toBeHidden({ timeout: 8_000 });
  await expect(priceShown(page)).not.toHaveText(mine);
  await expect(page.getByText(/^You've been outbid\. Minimum bid now/)).toBeVisible();
});
