import { expect, test, type Page } from '@playwright/test';
import { freshApp, logOut, signInAs, signInDemo } from './support/app';

/** 王小明 (100003): he bought three bags of coffee and gave the demo two; one is still his. */
const WANG_PHONE = '13900000001';
const COFFEE = /Café Especial do Cerrado/;

/** The unread total the message tab says (0 when it carries no badge). */
async function unreadOnTab(page: Page): Promise<number> {
  const tab = page
    .getByRole('navigation', { name: 'Main sections' })
    .getByRole('link', { name: /^Messages/ });
  await expect(tab).toBeVisible();
  const name = (await tab.getAttribute('aria-label')) ?? (await tab.textContent()) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test('a gift from another user: the message tab counts it, it is claimed in the gift box and is in the orders', async ({
  page,
}) => {
  await freshApp(page);
  await signInDemo(page, '/pages/my/index');
  const tab = page
    .getByRole('navigation', { name: 'Main sections' })
    .getByRole('link', { name: /^Messages/ });
  await expect(tab).toHaveText(/\d+ unread/);
  const unreadBefore = await unreadOnTab(page);
  await logOut(page);

  // 王小明 gives the demo his last bag of coffee.
  await signInAs(page, WANG_PHONE, '/pages/order/list?tab=direct');
  const giveButton = page.getByRole('button', { name: 'Give as gift' });
  const coffee = page.locator('article.order-card').filter({ hasText: COFFEE }).filter({ has: giveButton });
  await coffee.getByRole('button', { name: 'Give as gift' }).click();
  const sheet = page.getByRole('dialog', { name: 'Give as a gift' });
  await sheet.getByPlaceholder("Enter the receiver's user ID").fill('100001');
  await expect(sheet.getByText('QC Demo')).toBeVisible();
  await sheet.getByPlaceholder('Enter your login password').fill('Demo1234');
  await sheet.getByRole('button', { name: 'Send gift' }).click();
  await page.getByRole('dialog', { name: 'Send this gift?' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Gift sent')).toBeVisible();
  await logOut(page);

  // The demo's message tab counts more (the gift, and the notice about it); the gift box has it, from 王*
  // (masked), waiting.
  await signInDemo(page, '/pages/my/index');
  await expect.poll(() => unreadOnTab(page)).toBeGreaterThan(unreadBefore);
  await tab.click();
  await page.getByRole('link', { name: /^Gifts/ }).click();
  await expect(page).toHaveURL(/\/pages\/message\/GiftMessage$/);
  await expect(page.getByText('Gifts cannot be returned once sent.')).toBeVisible();
  const newest = page.getByRole('article').filter({ hasText: COFFEE }).first();
  await expect(newest).toContainText('Unclaimed');
  await expect(newest).toContainText(/From 王\*/);
  await newest.getByRole('button', { name: 'Claim' }).click();
  await expect(newest).toContainText('Claimed');

  // The gift box is read now: the tab counts what it did before the gift; the coffee is the demo's order.
  await page.goto('/pages/message/index');
  await expect(page.getByRole('link', { name: /^Gifts/ })).not.toContainText(/unread/);
  expect(await unreadOnTab(page)).toBeLessThanOrEqual(unreadBefore);
  await page.goto('/pages/order/list?tab=direct');
  await expect(page.locator('article.order-card').filter({ hasText: COFFEE }).first()).toBeVisible();
});

test('write to support: the message is sent and the answer appears without reloading', async ({ page }) => {
  await freshApp(page);
  await signInDemo(page, '/pages/message/service');
  const chat = page.getByRole('list', { name: 'Customer support' });
  await expect(chat).toBeVisible();
  const question = `Where is my parcel? ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Type a message' }).fill(question);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const mine = chat.getByRole('listitem').filter({ hasText: question });
  await expect(mine).toContainText('Sent');
  // Support answers a few seconds later, over the hub: the newest message is theirs, with no reload.
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  await expect(chat.getByRole('listitem').last()).toContainText('Support:', { timeout: 15_000 });
  expect(navigations).toEqual([]);
  await expect(chat.getByRole('listitem').filter({ hasText: question })).toHaveCount(1);
});
