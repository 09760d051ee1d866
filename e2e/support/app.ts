import { expect, type Page } from '@playwright/test';

export const DEMO = { phone: '13800000000', password: 'Demo1234' };

/** "1,234.50" → 1234.5 (English number format). */
export const amountIn = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Starts from the seeded fake backend, an empty session and the real clock. */
export async function freshApp(page: Page, path = '/') {
  await page.goto(path);
  await page.waitForFunction(() => '__qcFake' in window);
  await page.evaluate(async () => {
    localStorage.clear();
    await (window as unknown as { __qcFake: { reset: () => Promise<void> } }).__qcFake.reset();
  });
  await page.goto(path);
}

/** Fills the sign-in form of the login page the browser is on. */
export async function signInOnLoginPage(page: Page) {
  const form = page.locator('.adm-tabs-content').first();
  await form.getByRole('textbox', { name: 'Phone number' }).fill(DEMO.phone);
  await form.getByPlaceholder('8–16 characters').fill(DEMO.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInDemo(page: Page, then = '/') {
  await page.goto(`/pages/login/index?route=${encodeURIComponent(then)}`);
  await signInOnLoginPage(page);
  await expect(page).toHaveURL(new RegExp(`${then.replace(/[?]/g, '\\?')}$`));
}

/** Fast-forwards the fake backend's clock (reviews, shipping come due); kept across reloads. */
export async function skipTime(page: Page, ms: number) {
  await page.evaluate(
    (n) => (window as unknown as { __qcFake: { skip: (ms: number) => void } }).__qcFake.skip(n),
    ms,
  );
}

/** The buy sheet of the product page the browser is on: buys `count` units and confirms. */
export async function buyUnits(page: Page, count: number) {
  await page.getByRole('button', { name: 'Buy now' }).click();
  const sheet = page.getByRole('dialog').filter({ has: page.getByText('Pay with') });
  await sheet.getByRole('textbox', { name: 'Quantity' }).fill(String(count));
  await sheet.getByRole('button', { name: 'Confirm purchase' }).click();
}
