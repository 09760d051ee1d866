import { expect, test, type Page } from '@playwright/test';
import { amountIn, buyUnits, freshApp, signInDemo, skipTime } from './support/app';

const VOUCHER = 'QC Mall 10 Balance Voucher';
const MINUTE = 60_000;

/** Buys the rest of the voucher box (a draw among everyone), then all of its next issue: a certain win. */
async function winVoucherBox(page: Page): Promise<string> {
  await page.goto('/?tab=box');
  await page.locator('a.issue-card').filter({ hasText: VOUCHER }).first().click();
  const leftText = await page
    .getByText(/^Units left: \d+$/)
    .first()
    .textContent();
  const left = Number(/\d+/.exec(leftText ?? '')?.[0]);
  await buyUnits(page, left);
  await expect(page).toHaveURL(/\/pages\/index\/draw\?id=\d+/);
  await page.getByRole('link', { name: /^Next issue / }).click();
  await expect(page).toHaveURL(/\/pages\/index\/details\?/);
  const issueText = await page
    .getByText(/^Issue \d+$/)
    .first()
    .textContent();
  const issue = /\d+/.exec(issueText ?? '')?.[0] ?? '';
  expect(issue).not.toBe('');
  await buyUnits(page, 10);
  await expect(page).toHaveURL(/\/pages\/index\/draw\?id=\d+/);
  await expect(page.getByText('Congratulations, you won!')).toBeVisible();
  return issue;
}

const orderCard = (page: Page, issue: string) =>
  page.locator('article.order-card').filter({ hasText: `Issue ${issue}` });

test('win a draw, claim it, get an address approved, ship it, receive it and review it', async ({ page }) => {
  await freshApp(page);
  await signInDemo(page, '/');
  const issue = await winVoucherBox(page);

  // Claim the prize; keep it for now.
  await page.goto('/pages/order/unclaimed');
  await orderCard(page, issue).getByRole('button', { name: 'Claim' }).click();
  await page
    .getByRole('dialog', { name: 'Claimed! What next?' })
    .getByRole('button', { name: 'Keep for now' })
    .click();

  // Edit the delivery address: back into review, approved a minute later.
  await page.goto('/pages/my/address');
  await page.getByRole('button', { name: 'Edit address' }).click();
  await page
    .getByPlaceholder('Street, building, flat, city and postcode')
    .fill('88 Harbour Road, Flat 12, Shenzhen 518000');
  await page.getByRole('button', { name: 'Save and submit for review' }).click();
  await expect(page.getByText('Under review', { exact: true })).toBeVisible();
  await skipTime(page, MINUTE + 1_000);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();

  // Ship it from the draw orders.
  await page.goto('/pages/order/list?tab=draw');
  await orderCard(page, issue).getByRole('button', { name: 'Request shipping' }).click();
  await page
    .getByRole('dialog', { name: 'Ship to my address' })
    .getByRole('button', { name: 'Ship to this address' })
    .click();
  await expect(orderCard(page, issue).getByText('Pending shipment')).toBeVisible();

  // Shipped two minutes later: logistics shows it with a courier number.
  await skipTime(page, 2 * MINUTE + 1_000);
  await page.goto('/pages/my/logistics');
  const shipment = page
    .locator('article, .adm-card, li')
    .filter({ hasText: VOUCHER })
    .filter({ hasText: 'Shipped' })
    .first();
  await expect(shipment).toBeVisible();
  await expect(shipment.getByText(/^QC\d{10}$/)).toBeVisible();

  // Received ten minutes after that; write a review and find it on the product page.
  await skipTime(page, 10 * MINUTE + 1_000);
  await page.goto('/pages/order/list?tab=draw');
  await expect(orderCard(page, issue).getByText('Received')).toBeVisible();
  await orderCard(page, issue).getByRole('link', { name: 'Write a review' }).click();
  const review = `Arrived quickly, works as promised ${Date.now()}`;
  await page.getByPlaceholder('Enter evaluation content').fill(review);
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thanks for your review')).toBeVisible();
  await page.getByRole('button', { name: 'View on the product page' }).click();
  await expect(page.getByText(review)).toBeVisible();
});

test('sell a prize back and see the balance rise by the quoted amount', async ({ page }) => {
  await freshApp(page);
  await signInDemo(page, '/');
  await page.goto('/pages/order/unclaimed');
  // A draw prize (it shows its issue), not a gift received (the gifts' list may show first) nor an auction
  // lot (its claim pays the rest of its price first): its claim offers the next steps.
  const prize = page
    .getByRole('region', { name: 'Prizes to claim' })
    .locator('article.order-card')
    .filter({ hasText: /Issue / })
    .first();
  await prize.getByRole('button', { name: 'Claim' }).click();
  await page
    .getByRole('dialog', { name: 'Claimed! What next?' })
    .getByRole('button', { name: 'Sell back' })
    .click();

  await expect(page).toHaveURL(/\/pages\/order\/sell\?/);
  const quote = amountIn(await page.getByTestId('sell-amount').textContent());
  expect(quote).toBeGreaterThan(0);
  const before = amountIn(await page.getByText('Balance now').locator('..').textContent());
  await page.getByRole('button', { name: /^Sell for / }).click();
  await expect(page.getByText('Sold back to the platform')).toBeVisible();
  const after = amountIn(await page.getByText('New balance').locator('..').textContent());
  expect(after).toBeCloseTo(before + quote, 2);
});
