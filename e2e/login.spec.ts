import { expect, test } from '@playwright/test';
import { DEMO, freshApp } from './support/app';

test('register, log out, and sign in again from a page that asked for login', async ({ page }) => {
  const apiCalls: { url: string; sign?: string; token?: string }[] = [];
  page.on('request', (request) => {
    if (/\/api(v2)?\//.test(request.url())) {
      const headers = request.headers();
      apiCalls.push({ url: request.url(), sign: headers.sign, token: headers.token });
    }
  });
  await freshApp(page, '/pages/my/index');

  // A guest sees the login prompt on the my tab.
  await expect(page.getByText('Not signed in')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in / Register' }).click();
  await expect(page).toHaveURL(/\/pages\/login\/index\?route=%2Fpages%2Fmy%2Findex/);

  // Register a new account.
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.locator('.adm-tabs-content').filter({ has: page.getByText('Invitation code') });
  // The area codes come from the server's phone_region settings.
  await form.getByRole('button', { name: 'Select area code' }).click();
  await expect(page.locator('.adm-picker').getByText('+55 Brazil')).toBeVisible();
  await page.locator('.adm-picker').getByText('Cancel').click();
  const phone = `139${String(Date.now()).slice(-8)}`;
  await form.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
  await form.getByRole('textbox', { name: 'Verification code' }).fill('123456');
  await form.getByPlaceholder('8–16 characters').fill('Secret123');
  await form.getByPlaceholder('Enter invitation code').fill('QC2026');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please read and tick the User Agreement and Privacy Policy')).toBeVisible();
  await form.locator('.agree .adm-checkbox-icon').click();
  await form.getByRole('button', { name: 'Register' }).click();

  // Signed in, back on the page that sent us.
  await expect(page).toHaveURL(/\/pages\/my\/index$/);
  await expect(page.getByText(/^UID \d+$/)).toBeVisible();

  // Log out.
  await page.getByText('Log out', { exact: true }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Not signed in')).toBeVisible();

  // A page that needs login asks for it, and brings us back after signing in with the demo account.
  await page.getByText('Basic info').click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/route=%2Fpages%2Fmy%2Finfo/);
  const signIn = page.locator('.adm-tabs-content').first();
  await signIn.getByRole('textbox', { name: 'Phone number' }).fill(DEMO.phone);
  await signIn.getByPlaceholder('8–16 characters').fill(DEMO.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/pages\/my\/info$/);
  await expect(page.getByRole('heading', { name: 'Basic info' })).toBeVisible();

  // Every call was signed; after login the token travelled with them.
  expect(apiCalls.length).toBeGreaterThan(3);
  expect(apiCalls.every((c) => /^[0-9a-f]{32}$/.test(c.sign ?? ''))).toBe(true);
  expect(apiCalls.some((c) => (c.token ?? '') !== '')).toBe(true);
});
