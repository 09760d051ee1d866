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

/** At most this many look-alike rows of a list (its cards, its orders) are tapped on one screen. */
const SAME_KIND = 2;

/** At most this many states of one route (its tabs, its filters) are crawled. */
const STATES_PER_ROUTE = 8;

/** What was tapped on a route's screens so far: each thing by its look and words, each list's rows by kind. */
interface Tapped {
  things: string[];
  rows: Record<string, number>;
}

/**
 * Marks what a person can tap on the screen, outermost first: links, buttons, tabs and anything drawn as
 * tappable (the pointer cursor); the tab bar and the back button are left out (tabs are where a crawl starts;
 * going back finds nothing new). What another state of the route already had tapped, and a list's rows beyond
 * SAME_KIND, are left out. Answers what was marked, in the order of the marks.
 */
async function markTappable(page: Page, before: Tapped): Promise<Tapped> {
  // A screen that sends elsewhere as it opens (a guest to sign-in) is read once it has.
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await markOnce(page, before);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('context was destroyed')) throw error;
      await settle(page);
    }
  }
}

function markOnce(page: Page, before: Tapped): Promise<Tapped> {
  return page.evaluate(
    ({ untouchable, sameKind, done }) => {
      const skip = new RegExp(untouchable, 'i');
      const things = new Set(done.things);
      const rows = new Map(Object.entries(done.rows));
      const marked: Tapped = { things: [], rows: {} };
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
        // A field, a keypad or a stepper changes a value, not the screen (a form's buttons are still tapped).
        if (el.closest('input, textarea, select, label, .adm-number-keyboard, .adm-stepper')) continue;
        if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const text = (el.innerText || el.getAttribute('aria-label') || '').trim();
        if (skip.test(text)) continue;
        const kind = `${el.tagName}.${el.className}`;
        if (el.closest('.infinite-item')) {
          // A list's rows are alike: a few of a kind are tapped (a page's menu rows are not alike).
          const ofKind = rows.get(kind) ?? 0;
          if (ofKind >= sameKind) continue;
          rows.set(kind, ofKind + 1);
          marked.rows[kind] = (marked.rows[kind] ?? 0) + 1;
        } else {
          const thing = `${kind}|${text.slice(0, 60)}`;
          if (things.has(thing)) continue;
          things.add(thing);
          marked.things.push(thing);
        }
        el.setAttribute('data-crawl', String(count));
        count += 1;
      }
      return marked;
    },
    { untouchable: UNTOUCHABLE.source, sameKind: SAME_KIND, done: before },
  );
}

const countOf = (marked: Tapped) =>
  marked.things.length + Object.values(marked.rows).reduce((a, b) => a + b, 0);

/** What a route's screens had tapped, with what one more screen of it marked. */
const withMarked = (before: Tapped, marked: Tapped): Tapped => {
  const rows = { ...before.rows };
  for (const [kind, count] of Object.entries(marked.rows)) rows[kind] = (rows[kind] ?? 0) + count;
  return { things: [...before.things, ...marked.things], rows };
};

const pathOf = (url: string) => new URL(url).pathname;

/** The page's address as the page has it; Playwright's while the page is between documents. */
const addressOf = (page: Page) => page.evaluate(() => location.href).catch(() => page.url());

/** A screen still loading: its route's chunk not in yet (a lazy route draws nothing for 200 ms), or a loading
 * state or stand-in on it. */
const LOADING = '.state-box[role="status"], .list-skeleton, .figure-pending, .skeleton';

/** Lets a screen load; a screen that never does is crawled as it is. */
async function settle(page: Page) {
  await page
    .waitForFunction(
      (loading) =>
        document.querySelector('#root .app .page-main') !== null && !document.querySelector(loading),
      LOADING,
      // A busy machine takes seconds for a route's chunk and data; a ready screen returns at once.
      { timeout: 10_000, polling: 50 },
    )
    .catch(() => undefined);
}

/** A sheet, dialog or mask is up: what a tap opened on the screen itself. */
const OVERLAY = '.adm-mask, .adm-popup-body, [role="dialog"]';
const overlayUp = (page: Page) =>
  page.evaluate((overlay) => {
    return Array.from(document.querySelectorAll<HTMLElement>(overlay)).some(
      (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
    );
  }, OVERLAY);

/** Waits up to `ms` for what a tap opened to have closed. */
const overlayGone = (page: Page, ms: number) =>
  page
    .waitForFunction(
      (overlay) =>
        !Array.from(document.querySelectorAll<HTMLElement>(overlay)).some(
          (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
        ),
      OVERLAY,
      { timeout: ms, polling: 50 },
    )
    .then(
      () => true,
      () => false,
    );

/** A dialog's way out that changes nothing (a guest's sign-in prompt, a confirmation). */
const CANCEL = '[role="dialog"] button';

/**
 * Closes what a tap opened as a person would: a dialog's Cancel, else Escape, else a tap on the dimmed screen
 * above a sheet.
 */
async function closeOverlay(page: Page) {
  if (!(await overlayUp(page))) return;
  const cancel = page.locator(CANCEL).filter({ hasText: /^cancel$/i });
  if ((await cancel.count()) === 1) {
    await cancel.click({ timeout: 2000 }).catch(() => undefined);
    if (await overlayGone(page, 800)) return;
  }
  await page.keyboard.press('Escape');
  if (await overlayGone(page, 500)) return;
  await page.mouse.click(8, 8);
  await overlayGone(page, 800);
}

/**
 * Shows the screen at `url` without reloading the app: the address put back and the router told, as the
 * browser's back does (a tab or a filter replaces the address, so back could leave the screen altogether).
 * Returns once the screen that was up has gone, when it is another route's.
 */
async function restore(page: Page, url: string) {
  const another = await page
    .evaluate((to) => {
      // The screen up is another route's, unless it is the one a tap was given (the app may have kept it up
      // while the tap's route was loading).
      const main = document.querySelector('.page-main');
      const leaving =
        new URL(to).pathname !== location.pathname && main && !main.hasAttribute('data-crawl-here');
      if (leaving) main.setAttribute('data-crawl-left', '');
      history.replaceState(history.state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      return Boolean(leaving);
    }, url)
    // Another site's page (an outside link): the address check after this loads the screen afresh.
    .catch(() => false);
  if (!another) return;
  // A busy machine can take seconds for a route's chunk the first time; a screen still up after that is left
  // by loading the address afresh (a screen crawled under another's address taps the wrong things).
  const left = await page
    .waitForFunction(() => !document.querySelector('.page-main[data-crawl-left]'), undefined, {
      timeout: 15_000,
      polling: 50,
    })
    .then(
      () => true,
      () => false,
    );
  if (!left) await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 20_000 }).catch(() => undefined);
}

/** A short message over the screen's middle, gone by itself. */
const TOAST = '.adm-toast-mask';

/** How long a tap may take to lead elsewhere: the router changes the address in the tap's own handler. */
const LEADS_WITHIN_MS = 200;

/** A button waiting for its request's answer, and how long the crawl waits for it to lead elsewhere. */
const SENDING = '.adm-button-loading';
const SENT_WITHIN_MS = 5000;

/**
 * Where thing `index` on screen can be tapped: brought into view, the point at its middle, when that point
 * is the thing's own (not under a bar or a sheet). Null when nothing of it can be tapped.
 */
function tapPoint(page: Page, index: number): Promise<{ x: number; y: number } | null> {
  return page.evaluate((at) => {
    const el = document.querySelector<HTMLElement>(`[data-crawl="${at}"]`);
    if (!el) return null;
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return hit && (hit === el || el.contains(hit)) ? { x, y } : null;
  }, index);
}

/**
 * Taps thing `index` of the screen at `url` and answers where it led (a link is read, not followed), then
 * brings the screen back: its address restored, what the tap opened closed, reloaded only when neither did.
 */
async function tapOne(page: Page, url: string, index: number, before: Tapped): Promise<Reached> {
  if (countOf(await markTappable(page, before)) <= index) return null;
  // The screen may have drawn itself again since it was marked (its data came): a thing gone is not tapped.
  const href = await page
    .locator(`[data-crawl="${index}"]`)
    .getAttribute('href', { timeout: 2000 })
    .catch(() => null);
  if (href && !href.startsWith('http') && !href.startsWith('#')) {
    const resolved = new URL(href, url).toString();
    return { path: pathOf(resolved), url: resolved };
  }
  let point = await tapPoint(page, index);
  if (!point && (await page.locator(TOAST).count()) > 0) {
    // A toast from an earlier tap covers the middle of the screen for a moment: tapped once it has gone.
    await page
      .waitForFunction((toast) => !document.querySelector(toast), TOAST, { timeout: 4000, polling: 100 })
      .catch(() => undefined);
    point = await tapPoint(page, index);
  }
  if (!point) return null;
  await page.evaluate(() => {
    document.querySelectorAll('[data-crawl-here]').forEach((el) => el.removeAttribute('data-crawl-here'));
    document.querySelector('.page-main')?.setAttribute('data-crawl-here', '');
  });
  await page.mouse.click(point.x, point.y);
  // Read in the page: Playwright's own idea of the address follows a history change only once the browser
  // has told it, which a busy machine can delay past the wait (a tap on home's Rankings was missed so).
  await page
    .waitForFunction((from) => location.href !== from, url, { timeout: LEADS_WITHIN_MS, polling: 20 })
    .catch(() => undefined);
  // A button that sends (a top-up, an order) leads where the server's answer says, once it has come.
  if ((await addressOf(page)) === url && (await page.locator(SENDING).count()) > 0)
    await page
      .waitForFunction(
        ({ from, sending }) => location.href !== from || !document.querySelector(sending),
        { from: url, sending: SENDING },
        { timeout: SENT_WITHIN_MS, polling: 50 },
      )
      .catch(() => undefined);
  await closeOverlay(page);
  // A tap that leads elsewhere after a moment (a toast first) has done so by now.
  const now = await addressOf(page);
  if (now !== url) await restore(page, url);
  if ((await addressOf(page)) !== url || (await overlayUp(page)))
    // Only what a tap left that nothing else takes away: the app loads afresh (its load event need not come).
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 20_000 }).catch(() => undefined);
  await settle(page);
  return now !== url ? { path: pathOf(now), url: now } : null;
}

/**
 * From the four tabs, taps everything on each screen reached (breadth first, each route's states expanded
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
    expands = () => true,
  }: {
    tabs: string[];
    wanted: Set<string>;
    maxDepth: number;
    known?: Map<string, Found>;
    /** which routes' screens are tapped through, beyond the tabs (all by default) */
    expands?: (path: string) => boolean;
  },
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
  // A screen's other states its own taps lead to (a tab, a filter: its address with another query) are
  // screens of their own, up to STATES_PER_ROUTE of a route: their lists hold other things to tap.
  const states = new Map<string, Set<string>>();
  const isNewState = (url: string) => {
    const path = pathOf(url);
    const seen = states.get(path) ?? new Set<string>();
    states.set(path, seen);
    const key = new URL(url).search;
    if (seen.has(key) || seen.size >= STATES_PER_ROUTE) return false;
    seen.add(key);
    return true;
  };
  for (const tab of tabs) isNewState(`${origin}${tab}`);
  const tapped = new Map<string, Tapped>();
  const started = Date.now();
  while (queue.length > 0 && !allFound()) {
    const screen = queue.shift();
    if (!screen || screen.depth >= maxDepth) continue;
    if (screen.depth > 0 && !expands(pathOf(screen.url))) continue;
    // The screen is opened inside the running app, as its router would (a reload costs seconds). The first is
    // loaded afresh: the app may still be starting, and a router not yet listening misses the address put back
    // (in CI a guest's crawl of Me tapped home's screen under Me's address).
    await page.evaluate(() =>
      document.querySelectorAll('[data-crawl-here]').forEach((el) => el.removeAttribute('data-crawl-here')),
    );
    const first = tapped.size === 0;
    if (!first) await restore(page, screen.url);
    if (first || new URL(page.url()).origin !== origin)
      await page.goto(screen.url, { waitUntil: 'domcontentloaded', timeout: 20_000 }).catch(() => undefined);
    await settle(page);
    // The screen's own address once drawn (a page may write its tab or filter into it): where taps return to.
    const here = await addressOf(page);
    isNewState(here);
    const route = pathOf(here);
    // Each state's list rows are its own (a tab's orders are not another tab's); its other things are not.
    const before = { things: tapped.get(route)?.things ?? [], rows: {} };
    const marked = await markTappable(page, before);
    tapped.set(route, withMarked(before, marked));
    const count = countOf(marked);
    console.log(
      `crawl ${Math.round((Date.now() - started) / 1000)}s: ${screen.depth} ${pathOf(here)}${new URL(here).search} — ${count} to tap, ${found.size} found`,
    );
    for (let index = 0; index < count && !allFound(); index += 1) {
      const reached = await tapOne(page, here, index, before);
      if (!reached || new URL(reached.url).origin !== origin) continue;
      const sameScreen = reached.path === pathOf(here);
      if (sameScreen) {
        if (isNewState(reached.url)) queue.push({ url: reached.url, depth: screen.depth + 1 });
        continue;
      }
      if (found.has(reached.path)) continue;
      found.set(reached.path, { depth: screen.depth + 1, url: reached.url, from: pathOf(here) });
      isNewState(reached.url);
      queue.push({ url: reached.url, depth: screen.depth + 1 });
    }
  }
  return found;
}
