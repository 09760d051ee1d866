import { expect, test, type Page } from '@playwright/test';
import {
  amountIn,
  cardFigure,
  freshApp,
  httpBackend,
  setPayPassword,
  signInAs,
  signInDemo,
  tapDigits,
} from './support/app';

/** João Gonçalves Araújo (100005), the seeded seller: +55 11987654321. */
const JOAO = { phone: '11987654321', region: '+55' };
const PAY_PASSWORD = '135790';

/** The balance the Me tab's card shows for the signed-in user. */
async function balanceOnCard(page: Page): Promise<number> {
  await page.goto('/pages/my/index');
  const balance = cardFigure(page, 'Balance');
  await expect(balance).toHaveText(/\d/);
  return amountIn(await balance.textContent());
}

/** Searches the market tab and opens the first card whose text matches. */
async function openListing(page: Page, keyword: string) {
  await page.goto('/pages/cart/index');
  await page.getByRole('searchbox').fill(keyword);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('link', { name: new RegExp(keyword) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pages\/(cart\/details|bazaar\/qcDetails)\?id=\d+/);
}

test('buy a listing; the seller, signed in elsewhere, ships it; the buyer confirms and the seller is paid', async ({
  page,
  browser,
}) => {
  // Two people on one server: only the build that talks to `npm run backend` shares it between browsers.
  test.skip(!httpBackend(), 'two browsers share a server only over HTTP');
  await freshApp(page);
  await signInDemo(page, '/pages/my/index');
  await setPayPassword(page, PAY_PASSWORD);

  // The demo buys João's speaker (699 balance): place the order, confirm the total, the payment password.
  await openListing(page, 'JBL');
  await expect(page.getByText('699.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Buy now' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page
    .getByRole('dialog', { name: 'Pay for your order' })
    .getByRole('button', { name: 'Pay now' })
    .click();
  await tapDigits(page, PAY_PASSWORD);
  await expect(page.getByText('Paid: the seller will ship it')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/order\/market\?id=\d+/);
  const order = page.locator('article.market-order').first();
  await expect(order).toContainText('Paid');

  // João, in a browser of his own, ships it with a courier number.
  const seller = await browser.newContext();
  const joao = await seller.newPage();
  await signInAs(joao, JOAO.phone, '/pages/my/index', JOAO.region);
  const joaoBefore = await balanceOnCard(joao);
  expect(joaoBefore).toBeGreaterThan(0);
  await joao.goto('/pages/bazaar/order');
  const toShip = joao
    .locator('article.market-order')
    .filter({ hasText: /JBL/ })
    .filter({ hasText: 'Pending shipment' });
  await toShip.first().getByRole('button', { name: 'Ship' }).click();
  const sheet = joao.getByRole('dialog', { name: 'Ship the order' });
  await sheet.getByRole('textbox', { name: 'Courier number' }).fill('SF1234567890');
  await sheet.getByRole('button', { name: 'Confirm shipment' }).click();
  await expect(joao.getByText('Shipped', { exact: true }).first()).toBeVisible();

  // The buyer sees it shipped with the courier number, and confirms receipt after the question.
  await page.reload();
  await expect(order).toContainText('SF1234567890');
  await order.getByRole('button', { name: 'Confirm receipt' }).click();
  await page
    .getByRole('dialog', { name: 'Did you receive it?' })
    .getByRole('button', { name: 'Confirm receipt' })
    .click();
  await expect(order).toContainText('Completed');

  // Only now is João paid: his balance rose by the price.
  expect(await balanceOnCard(joao)).toBeCloseTo(joaoBefore + 699, 2);
  await seller.close();
});

test('the demo opens a shop, publishes a listing and finds it in the market', async ({ page }) => {
  await freshApp(page);
  await signInDemo(page, '/pages/bazaar/apply');
  // 23 check-in days and 300 QC: both conditions (20 days, more than 200 QC) are met.
  await expect(page.getByRole('img', { name: 'Met', exact: true })).toHaveCount(2);
  await page.getByRole('button', { name: 'Open my shop' }).click();
  await expect(page).toHaveURL(/\/pages\/bazaar\/my/);

  await page
    .getByRole('link', { name: 'Publish a product' })
    .or(page.getByRole('button', { name: 'Publish a product' }))
    .click();
  await expect(page).toHaveURL(/\/pages\/bazaar\/release/);
  await page.getByRole('button', { name: 'Choose a platform product' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a product' });
  await picker.getByPlaceholder('Search by name').fill('Redmi');
  await picker.locator('button.owned-item').filter({ hasText: /Redmi/ }).first().click();
  await page.getByRole('textbox', { name: 'Price' }).fill('123.45');
  const currency = page.getByRole('radiogroup', { name: 'Paid in' });
  await currency.getByRole('radio', { name: 'Balance' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(currency.getByRole('radio', { name: 'QC' })).toBeChecked();
  await page
    .getByPlaceholder('Condition, what is included, delivery…')
    .fill('Sealed in its box, never used.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/bazaar\/goodsStatus\?id=\d+/);

  // Anyone browsing the market finds it, priced in QC, from the demo's shop.
  await openListing(page, 'Redmi');
  await expect(page.getByText('123.45').first()).toBeVisible();
  await expect(page.getByText('Sealed in its box, never used.')).toBeVisible();
  await expect(page.getByText('This is your listing: buyers see it like this.')).toBeVisible();
});
