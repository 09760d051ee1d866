import { expect, test, type Page } from '@playwright/test';

export const DEMO = { phone: '13800000000', password: 'Demo1234' };

/** "CN¥1,234.50" or "1,234.50 QC" → 1234.5 (English number format; the unit is dropped). */
export const amountIn = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** A balance amount as English screens write it, with the yuan's sign: 1020 → "CN¥1,020.00" (decision 0065). */
export const balanceText = (value: number) =>
  `CN¥${value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A figure on the Me tab's card, by its label ('Balance', 'Points', 'QC', 'USDT'): the value it shows. */
export const cardFigure = (page: Page, label: string) =>
  page
    .locator('.user-balance')
    .filter({ has: page.locator('.user-balance-label', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.user-balance-value');

/** The `npm run backend` origin when the project runs the real-backend build against it, else undefined. */
export const httpBackend = (): string | undefined =>
  test.info().project.metadata.backend as string | undefined;

type Controls = {
  __qcFake: {
    reset: () => Promise<void>;
    skip: (ms: number) => Promise<void>;
    dropSockets: () => number;
    liveSockets: () => number;
    table: (name: string) => unknown;
  };
};

/** The rows of one of the in-browser fake backend's tables, as the page's fake backend holds them now. */
export const fakeRows = <Row>(page: Page, table: string): Promise<Row[]> =>
  page.evaluate((name) => (window as unknown as Controls).__qcFake.table(name), table) as Promise<Row[]>;

/** Starts from the seeded fake backend (in the browser or over HTTP), an empty session and the real clock. */
export async function freshApp(page: Page, path = '/') {
  const backend = httpBackend();
  await page.goto(path);
  if (backend) {
    expect((await page.request.post(`${backend}/__fake/reset`)).ok()).toBe(true);
    await page.evaluate(() => localStorage.clear());
  } else {
    await page.waitForFunction(() => '__qcFake' in window);
    await page.evaluate(async () => {
      localStorage.clear();
      await (window as unknown as Controls).__qcFake.reset();
    });
  }
  await page.goto(path);
}

/** Fills the sign-in form of the login page the browser is on (a region code other than +86 is picked first). */
export async function signInOnLoginPage(
  page: Page,
  phone = DEMO.phone,
  region = '+86',
  password = DEMO.password,
) {
  const form = page.locator('.adm-tabs-content').first();
  if (region !== '+86') {
    await form.getByRole('button', { name: /Select area code/ }).click();
    // The wheel turns to an item tapped on it; its choice is taken once it has settled there.
    const item = page.locator('.adm-picker-view-column-item').filter({ hasText: `${region} ` });
    // (A tap's pointer events go to the wheel's drag handling first: the item is given the click itself.)
    await item.dispatchEvent('click');
    await expect(item).toHaveAttribute('data-selected', 'true');
    await page.locator('.adm-picker').getByRole('button', { name: 'Confirm' }).click();
    await expect(form.getByRole('button', { name: /Select area code/ })).toContainText(region);
  }
  await form.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await form.getByPlaceholder('8–16 characters').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInDemo(page: Page, then = '/') {
  await signInAs(page, DEMO.phone, then);
}

/** Signs in as a seeded user (by the phone number README lists; every seeded user has the demo's password). */
export async function signInAs(page: Page, phone: string, then = '/', region = '+86') {
  await page.goto(`/pages/login/index?route=${encodeURIComponent(then)}`);
  await signInOnLoginPage(page, phone, region);
  await expect(page).toHaveURL(new RegExp(`${then.replace(/[?]/g, '\\?')}$`));
  // The address changes as the tap's navigation starts; the login page stays up until the next one is in.
  await expect(page.locator('.login-page')).toHaveCount(0);
}

/** Logs out on the Me tab, after its question. */
export async function logOut(page: Page) {
  await page.goto('/pages/my/index');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
}

/** Fast-forwards the fake backend's clock (reviews, shipping come due); kept across reloads. */
export async function skipTime(page: Page, ms: number) {
  const backend = httpBackend();
  if (backend) {
    expect((await page.request.post(`${backend}/__fake/skip?ms=${ms}`)).ok()).toBe(true);
    return;
  }
  await page.evaluate((n) => (window as unknown as Controls).__qcFake.skip(n), ms);
}

/** Closes the app's live socket as a network drop would (the fake backend's control); it reconnects in 5 s. */
export async function dropSockets(page: Page) {
  const backend = httpBackend();
  if (backend) {
    expect((await page.request.post(`${backend}/__fake/drop-sockets`)).ok()).toBe(true);
    return;
  }
  await page.evaluate(() => (window as unknown as Controls).__qcFake.dropSockets());
}

/** Waits until the page's live socket is past its handshake (the fake backend in the browser only). */
export async function liveSocketOpen(page: Page) {
  await page.waitForFunction(() => (window as unknown as Controls).__qcFake.liveSockets() > 0);
}

/** The buy sheet of the product page the browser is on: buys `count` units and confirms. */
export async function buyUnits(page: Page, count: number) {
  await page.getByRole('button', { name: 'Buy now' }).click();
  const sheet = page.getByRole('dialog').filter({ has: page.getByText('Pay with') });
  await sheet.getByRole('textbox', { name: 'Quantity' }).fill(String(count));
  await sheet.getByRole('button', { name: 'Confirm purchase' }).click();
}

/** Taps digits on the on-screen number keyboard that is open. */
export async function tapDigits(page: Page, digits: string) {
  const keyboard = page.locator('.adm-number-keyboard').last();
  for (const digit of digits) await keyboard.getByRole('button', { name: digit, exact: true }).click();
}

/** Sets the signed-in user's payment password on its page (the login password first, then six digits twice). */
export async function setPayPassword(page: Page, digits: string) {
  await page.goto('/pages/my/setPayPassword');
  await page.getByPlaceholder('Enter your login password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await tapDigits(page, digits);
  await tapDigits(page, digits);
  await expect(page.getByText('Payment password set')).toBeVisible();
}
