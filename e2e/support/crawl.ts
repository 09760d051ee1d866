import type { Page } from '@playwright/test';

/** Where a tap on one thing on screen led: a route's path (no query), or null when it stayed. */
type Reached = { path: string; url: string } | null;

/** A page the crawl has reached, the fewest taps from a tab, and the screen it was first reached on. */
export interface Found {
  depth: number;
  url: string;
  from: string;
}

/** Things a tap must not be given while crawling: they end the session or wipe the demo. */
const UNTOUCHABLE = /log ?out|reset demo|delete|remove/i;

/** At most this many look-alike things (a list's rows, a grid's cards) are tapped on one screen. */
const SAME_KIND = 2;

/**
 * Marks what a person can tap on the screen, outermost first: links, buttons, tabs and anything drawn as
 * tappable (the pointer cursor); the tab bar and the back button are left out (tabs are where a crawl starts;
 * going back finds nothing new). Look-alikes beyond SAME_KIND are left out. Answers how many were marked.
 */
async function markTappable(page: Page): Promise<number> {
  // A screen that sends elsewhere as it opens (a guest to sign-in) is read once it has.
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await markOnce(page);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('context was destroyed')) throw error;
      await settle(page);
    }
  }
}

function markOnce(page: Page): Promise<number> {
  return page.evaluate(
    ({ untouchable, sameKind }) => {
      const skip = new RegExp(untouchable, 'i');
      const seen = new Map<string, number>();
      let count = 0;
      document.querySelectorAll('[data-crawl]').forEach((old) => old.removeAttribute('data-crawl'));
      const all = Array.from(
        document.querySelectorAll<HTMLElement>(
          'a[href], button, [role="button"], [role="link"], [role="tab"], [role="menuitem"], li, article, div, span, img',
        ),
      );
      for (const el of all) {
        const tappable =
          el.matches('a[href], button, [role="button"], [role="link"], [role="tab"], [role="menuitem"]') ||
          getComputedStyle(el).cursor === 'pointer';
        if (!tappable) continue;
        // The outermost tappable thing takes the tap.
        if (el.parentElement?.closest('[data-crawl]')) continue;
        if (el.closest('.tab-bar, .page-back')) continue;
        // A form's controls change values, not screens (its links are still read).
        if (!el.matches('a[href]') && el.closest('form, .adm-number-keyboard, .adm-stepper')) continue;
        if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const text = (el.innerText || el.getAttribute('aria-label') || '').trim();
        if (skip.test(text)) continue;
        const kind = `${el.tagName}.${el.className}`;
        const ofKind = seen.get(kind) ?? 0;
        if (ofKind >= sameKind && el.closest('li, article, [role="listitem"], .adm-grid-item')) continue;
        seen.set(kind, ofKind + 1);
        el.setAttribute('data-crawl', String(count));
        count += 1;
      }
      return count;
    },
    { untouchable: UNTOUCHABLE.source, sameKind: SAME_KIND },
  );
}

const pathOf = (url: string) => new URL(url).pathname;

/**
 * Lets a screen load: its page drawn (the route's chunk in: a lazy route shows nothing for its first 200 ms)
 * and past its loading state; a screen that never loads is crawled as it is.
 */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        document.querySelector('#root .app .page-main') !== null &&
        document.querySelector('#root .state-box[role="status"]') === null,
      undefined,
      // A busy machine takes seconds for a route's chunk and data; a ready screen returns at once.
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(100);
}

/** A sheet, dialog or mask is up: what a tap opened on the screen itself. */
const overlayUp = async (page: Page) =>
  (await page.locator('.adm-mask:visible, .adm-popup-body:visible, [role="dialog"]:visible').count()) > 0;

/** Back to the screen at `url` as it was: the browser's back after a step away (the app's own history, its
 * data still cached), the sheet closed otherwise; a fresh load when neither brought it back. */
async function returnTo(page: Page, url: string, steppedAway: boolean) {
  if (steppedAway) {
    await page.goBack({ waitUntil: 'commit' }).catch(() => null);
  } else if (await overlayUp(page)) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(150);
  }
  if (page.url() !== url || (await overlayUp(page))) await page.goto(url);
  await settle(page);
}

/** How long a tap may take to lead elsewhere: a route's change is synchronous; its chunk need not be awaited. */
const LEADS_WITHIN_MS = 400;

/** Taps thing `index` of the screen at `url` and answers where it led, then comes back. */
async function tapOne(page: Page, url: string, index: number): Promise<Reached> {
  if ((await markTappable(page)) <= index) return null;
  const target = page.locator(`[data-crawl="${index}"]`);
  const href = await target.getAttribute('href');
  if (href && !href.startsWith('http') && !href.startsWith('#')) {
    // A link goes where it says: no need to follow it to know.
    const resolved = new URL(href, url).toString();
    return { path: pathOf(resolved), url: resolved };
  }
  try {
    await target.click({ timeout: 2000, noWaitAfter: true });
  } catch {
    await returnTo(page, url, false);
    return null;
  }
  const steppedAway = await page
    .waitForURL((now) => now.toString() !== url, { timeout: LEADS_WITHIN_MS, waitUntil: 'commit' })
    .then(
      () => true,
      () => false,
    );
  const now = page.url();
  await returnTo(page, url, steppedAway);
  return steppedAway ? { path: pathOf(now), url: now } : null;
}

/**
 * From the four tabs, taps everything on each screen reached (breadth first, each route's screen expanded
 * once, `maxDepth` taps at most) and answers every route reached with its fewest taps. Stops early once every
 * route in `wanted` is found.
 */
export async function crawl(
  page: Page,
  {
    tabs,
    wanted,
    maxDepth,
    known = new Map(),
  }: { tabs: string[]; wanted: Set<string>; maxDepth: number; known?: Map<string, Found> },
): Promise<Map<string, Found>> {
  // What another crawl found counts towards stopping early, not towards this one's depths.
  const found = new Map<string, Found>();
  const queue: { url: string; depth: number }[] = [];
  const origin = new URL(page.url()).origin;
  for (const tab of tabs) {
    found.set(tab, { depth: 0, url: tab, from: 'tab bar' });
    queue.push({ url: `${origin}${tab}`, depth: 0 });
  }
  const allFound = () => [...wanted].every((path) => found.has(path) || known.has(path));
  while (queue.length > 0 && !allFound()) {
    const screen = queue.shift();
    if (!screen || screen.depth >= maxDepth) continue;
    await page.goto(screen.url);
    await settle(page);
    const count = await markTappable(page);
    console.log(`crawl: ${screen.depth} ${pathOf(screen.url)} — ${count} to tap, ${found.size} found`);
    for (let index = 0; index < count && !allFound(); index += 1) {
      const reached = await tapOne(page, screen.url, index);
      if (!reached || found.has(reached.path) || new URL(reached.url).origin !== origin) continue;
      found.set(reached.path, { depth: screen.depth + 1, url: reached.url, from: pathOf(screen.url) });
      queue.push({ url: reached.url, depth: screen.depth + 1 });
    }
  }
  return found;
}
