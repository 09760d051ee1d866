#!/usr/bin/env node
// Takes 375×812 screenshots of the given paths from a running preview (npm run build && npm run preview),
// to look at the pages as a person would. Usage: node scripts/screenshots.mjs [--login] /path /other/path…
// --lang=ru_ru shows the pages in another language, --dark with the system in dark mode.
// Writes screenshots/<path>[.<lang>][.dark].png. Not a test.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const login = args.includes('--login');
const dark = args.includes('--dark');
const lang = args.find((a) => a.startsWith('--lang='))?.slice('--lang='.length);
const paths = args.filter((a) => !a.startsWith('--'));
const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ||
  (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const page = await browser.newPage({
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 1,
  isMobile: true,
  colorScheme: dark ? 'dark' : 'light',
});
fs.mkdirSync('screenshots', { recursive: true });
await page.goto(`${base}/pages/login/index`);
if (lang) {
  await page.evaluate(
    (value) => localStorage.setItem('lang', JSON.stringify({ v: value, e: Date.now() + 1e10 })),
    lang,
  );
  await page.reload();
}
if (login) {
  await page.locator('input[type=tel]').first().fill('13800000000');
  await page.locator('input[type=password]').first().fill('Demo1234');
  await page.locator('button[type=submit]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/pages/login'));
}
for (const path of paths) {
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  const name = path.replace(/[/?=&]+/g, '_').replace(/^_/, '') || 'root';
  const file = `screenshots/${name}${lang ? `.${lang}` : ''}${dark ? '.dark' : ''}.png`;
  await page.screenshot({ path: file });
  console.log(file);
}
await browser.close();
