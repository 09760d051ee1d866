import { expect, test, type Page } from '@playwright/test';

const top = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top);

test('the page takes over the prerendered shell without moving: the home banner sits where the shell drew it', async ({
  page,
}) => {
  // The shell alone: the app's entry never arrives.
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('.shell-banner')).toBeVisible();
  const shellTop = await top(page, '.shell-banner');
  await page.unrouteAll();

  // The app: its banner place (the mall's picture or the promotions) where the shell's was.
  await page.goto('/');
  await expect(page.locator('.home-banners').first()).toBeVisible();
  expect(Math.abs((await top(page, '.home-banners')) - shellTop)).toBeLessThan(0.5);
  // At rest, the pull-to-refresh head takes no room.
  expect(
    await page
      .locator('.pull-to-refresh-head')
      .first()
      .evaluate((head) => head.clientHeight),
  ).toBe(0);
});

test('home shows its pictures: the banners and the product pictures load and decode', async ({ page }) => {
  await page.goto('/');
  const picture = page.locator('.tile-card-picture').first();
  await expect(picture).toBeVisible();
  // A picture that failed (a demo build without its /fake-media/ files) has no natural width.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const banner = page.locator('.home-banners img').first();
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('on a touch screen the page draws no scrollbar of its own, from the shell on; a mouse keeps it', async ({
  page,
  browser,
}) => {
  const scrollbar = (on: Page) =>
    on.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth);
  // The phone of this project: a touch screen (decision 0091).
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('.shell-banner')).toBeVisible();
  expect(await scrollbar(page)).toBe('none');
  // A desktop browser with a mouse, same page.
  const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 }, hasTouch: false });
  try {
    await desktop.goto(page.url());
    expect(await scrollbar(desktop)).toBe('auto');
  } finally {
    await desktop.close();
  }
});
