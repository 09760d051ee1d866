import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROUTE_LIST, type RoutePath } from '../src/lib/routes';
import { freshApp, signInAs, signInDemo } from './support/app';
import { OPENS_ANOTHER } from './support/addresses';

/**
 * axe over every route of the built app, as a guest and signed in, in the light and the dark theme: no
 * serious or critical violation (docs/decisions/0029-accessibility.md). One test per session walks the
 * routes inside one loaded app (client-side navigation), so the suite stays short.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Off by default in axe (experimental), on here: a control's name must contain its visible words (WCAG 2.5.3). */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };
/** What the theme can change: the same DOM is painted in other colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const BLOCKING = new Set(['serious', 'critical']);
const LOGIN_PATH = '/pages/login/index';
/** The home tab's path, which the app also shows at `/`. */
const HOME_PATH = ROUTE_LIST.find((route) => route.tab === 'home')?.path ?? '/';

type Theme = 'light' | 'dark';

/**
 * The axe-core that @axe-core/playwright ships. The builder evaluates its source (600 KB, sent over the
 * protocol twice) before every run, which costs more than checking a small page; the routes are visited
 * without reloading, so the source is sent once per document and later runs find it loaded.
 */
const resolve = createRequire(import.meta.url);
const { source } = createRequire(resolve.resolve('@axe-core/playwright'))('axe-core') as { source: string };
const axeSource = async (page: Page) => ((await page.evaluate(() => 'axe' in window)) ? ';' : source);

/** Client-side navigation (as a link does), then waits until the page shows its content, not a spinner. */
async function go(page: Page, url: string) {
  await page.evaluate(
    ({ to, home }) => {
      if (`${location.pathname}${location.search}` === to) return;
      // RouteView names the document once a new route has rendered (not on a new query: same title). `/` and
      // the home path are one route: the page stays, so its name is not written again.
      const route = (path: string) => (path === '/' ? home : path);
      if (route(new URL(to, location.href).pathname) !== route(location.pathname)) document.title = '';
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    { to: url, home: HOME_PATH },
  );
  const shown = page.waitForFunction(
    () =>
      document.title !== '' &&
      Boolean(document.querySelector('h1')?.textContent?.trim()) &&
      !document.querySelector('[role="status"].state-box, .skeleton, .adm-skeleton') &&
      // Pictures on screen have loaded or failed (a failed one in server HTML is hidden: SafeHtml).
      Array.from(document.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])')).every(
        (img) => img.complete,
      ),
    undefined,
    { timeout: 30_000 },
  );
  await shown.catch((error: Error) => {
    throw new Error(`${url} did not show its content: ${error.message}`);
  });
  // Lets the load and error handlers of the last pictures run.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
}

/** The href of the first `selector` on the page at `url`. */
async function linkOn(page: Page, url: string, selector: string): Promise<string> {
  await go(page, url);
  const link = await page.locator(selector).first().getAttribute('href');
  expect(link, `a seeded link ${selector} on ${url}`).toBeTruthy();
  return link ?? '';
}

/** What a page shows instead of its record: a failed call, a record not found, a warning result. */
const NOT_CONTENT =
  '[data-testid="error-state"], [data-testid="not-found"], [data-testid="empty-state"], .adm-result-warning';

/** 김민준's main wallet address (docs/api.md §15 "Seeded wallets"). */
const SEEDED_ADDRESS = 'TNDUH9VxoM8bFi4CuoB152Ef3GsarVW29d';

const idIn = (link: string) => new URL(link, 'http://x').searchParams.get('id');

/**
 * Routes that show their content only for a real record: where the seeded demo data offers one, as a user
 * finds it. Routes that need a login are answered only when signed in.
 */
const SEEDED: Partial<Record<RoutePath, (page: Page) => Promise<string>>> = {
  '/pages/index/details': (page) => linkOn(page, '/pages/index/index?tab=box', 'a.issue-card'),
  '/pages/cart/details': (page) => linkOn(page, '/pages/cart/index', 'a[href^="/pages/cart/details"]'),
  '/pages/bazaar/qcDetails': (page) =>
    linkOn(page, '/pages/cart/index', 'a[href^="/pages/bazaar/qcDetails"]'),
  '/pages/index/draw': async (page) =>
    `/pages/index/draw?id=${idIn(await linkOn(page, '/pages/index/index?tab=box', 'a.issue-card'))}`,
  '/pages/order/detailsBuy': (page) =>
    linkOn(page, '/pages/order/list?tab=direct', 'a[href^="/pages/order/detailsBuy"]'),
  '/pages/order/detailsLottery': (page) =>
    linkOn(page, '/pages/order/list?tab=draw', 'a[href^="/pages/order/detailsLottery"]'),
  '/pages/order/detailsTally': (page) =>
    linkOn(page, '/pages/order/list?tab=invest', 'a[href^="/pages/order/detailsTally"]'),
  '/pages/order/auctionDetails': (page) =>
    linkOn(page, '/pages/order/auction', 'a[href^="/pages/order/auctionDetails"]'),
  '/pages/task/DoTasks': (page) => linkOn(page, '/pages/task/index', 'a[href^="/pages/task/DoTasks"]'),
  '/pages/order/evaluate': (page) =>
    linkOn(page, '/pages/order/list?tab=direct', 'a[href^="/pages/order/evaluate"]'),
  '/pages/order/sell': async (page) => {
    await go(page, '/pages/order/list?tab=direct');
    await page.getByRole('button', { name: 'Sell back' }).first().click();
    await expect(page).toHaveURL(/\/pages\/order\/sell\?/);
    const { pathname, search } = new URL(page.url());
    return pathname + search;
  },
  '/pages/my/paddle': async (page) => {
    await go(page, '/pages/my/RechargeRecord');
    const orderNo = await page.locator('article.money-row').first().getAttribute('aria-label');
    return `/pages/my/paddle?orderNo=${orderNo}`;
  },
  '/pages/my/submitTransfer': async (page) => {
    await go(page, '/pages/my/index');
    // The seed numbers its users from the demo's uid up: the next one is someone to send to.
    const uid = Number(/\d+/.exec((await page.locator('.user-sub').first().textContent()) ?? '')?.[0]);
    return `/pages/my/submitTransfer?uid=${uid + 1}`;
  },
  // The wallet pages that read a record from their query (the demo has no wallet: they ask it to create one).
  '/pages/wallet/details': () => Promise.resolve('/pages/wallet/details?id=1'),
  '/pages/wallet/tokenDetails': () => Promise.resolve('/pages/wallet/tokenDetails?symbol=QC'),
  '/pages/wallet/transferTwo': () =>
    Promise.resolve(`/pages/wallet/transferTwo?to=${SEEDED_ADDRESS}&symbol=QC`),
  '/pages/wallet/signature': () =>
    Promise.resolve(`/pages/wallet/signature?to=${SEEDED_ADDRESS}&symbol=QC&amount=1`),
  '/pages/device/details': (page) => linkOn(page, '/pages/device/index', 'a[href^="/pages/device/details"]'),
  // One of the allowed hosts (src/lib/security/webFramePolicy.ts); the frame's own page is someone else's and is not checked.
  '/pages/my/webView': () => Promise.resolve('/pages/my/webView?url=https%3A%2F%2Fhelp.qcmall.io%2F'),
};

/**
 * Oliver holds wallets (docs/api.md §15 "Seeded wallets"): the wallet's pages with their content. He is in a
 * team but leads none (§11), so the team home shows him what a team is.
 */
const WALLET_HOLDER = { phone: '7700900123', region: '+44' };
const WALLET_PAGES = '/pages/wallet/';
const holderRoute = (path: RoutePath) => path.startsWith(WALLET_PAGES) || path === '/pages_team/index';
const HOLDER_QUERY: Partial<Record<RoutePath, string>> = {
  '/pages/wallet/tokenDetails': '?symbol=QC',
  '/pages/wallet/transferTwo': `?to=${SEEDED_ADDRESS}&symbol=QC`,
  '/pages/wallet/signature': `?to=${SEEDED_ADDRESS}&symbol=QC&amount=1`,
};

/** Every wallet page (and the team home) as Oliver, both themes: each shows its content, not a state. */
async function auditWalletRoutes(page: Page) {
  const findings: Finding[] = [];
  for (const route of ROUTE_LIST.filter((one) => holderRoute(one.path))) {
    const url = `${route.path}${HOLDER_QUERY[route.path] ?? ''}`;
    await go(page, url);
    expect(new URL(page.url()).pathname, `${url} stays on its route (wallet holder)`).toBe(route.path);
    await expect(page.locator(NOT_CONTENT), `${url} shows its content (wallet holder)`).toHaveCount(0);
    await expect(page.getByTestId('need-wallet'), `${url} has the holder's wallet`).toHaveCount(0);
    findings.push(...(await auditThemes(page, `${url} (wallet holder)`)));
  }
  return findings;
}

/** Routes with a second view to check besides the first: one auction besides the list of them. */
const ALSO: Partial<Record<RoutePath, (page: Page) => Promise<string>>> = {
  '/pages/index/auction': (page) =>
    linkOn(page, '/pages/index/auction', 'a[href^="/pages/index/auction?id="]'),
};

interface Finding {
  rule: string;
  impact: string;
  help: string;
  where: string;
  targets: string[];
}

/** " (#8c8c8c on #ffffff: 3.36)" for a contrast failure, else nothing. */
function colours(data: unknown): string {
  const { fgColor, bgColor, contrastRatio } = (data ?? {}) as Record<string, unknown>;
  return typeof fgColor === 'string' ? ` (${fgColor} on ${String(bgColor)}: ${String(contrastRatio)})` : '';
}

async function audit(page: Page, where: string, theme: Theme): Promise<Finding[]> {
  // No transition under way: a button still fading in as its form's data arrives (the exchange's, from
  // disabled) would be read at its half-way colour as low contrast (CI found one, session 28).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  // axe.run in the page itself: the default also finishes each run in a new blank page, twice as slow.
  const builder = new AxeBuilder({ page, axeSource: await axeSource(page) }).setLegacyMode();
  const { violations } =
    theme === 'light'
      ? await builder.options({ iframes: false, rules: EXTRA_RULES }).withTags(TAGS).analyze()
      : await builder.options({ iframes: false }).withRules(COLOUR_RULES).analyze();
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    where: `${where}, ${theme}`,
    targets: v.nodes.map((node) => `${node.target.join(' ')}${colours(node.any[0]?.data)}`),
  }));
}

/**
 * The seller's own pages: a user who is not a seller is sent to apply. They have their turn after the demo
 * opened its shop (the apply page had its turn before, as the demo found it).
 */
const SHOP_ROUTES = new Set<RoutePath>([
  '/pages/bazaar/my',
  '/pages/bazaar/release',
  '/pages/bazaar/goodsStatus',
  '/pages/bazaar/order',
]);

/** Opens the demo's shop, as a user does on the apply page (both conditions hold for the seeded demo). */
async function openDemoShop(page: Page) {
  await go(page, '/pages/bazaar/apply');
  await page.getByRole('button', { name: 'Open my shop' }).click();
  await expect(page).toHaveURL(/\/pages\/bazaar\/my/);
  // "Your shop is open" fades out on its own; axe would read its half-faded words as low contrast. The toast
  // comes a moment after the page (its code is fetched on the first toast): seen first, then gone.
  await expect(page.locator('.toast-box')).toBeVisible();
  await expect(page.locator('.toast-box')).toHaveCount(0);
}

/**
 * The page on screen in both themes. A toast still fading out (signing in says so) would be read as low-contrast
 * text (CI found the sign-in toast on the wallet home, dark): audits wait until none is left.
 */
async function auditThemes(page: Page, where: string): Promise<Finding[]> {
  await expect(page.locator('.toast-box')).toHaveCount(0);
  const findings: Finding[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    findings.push(...(await audit(page, where, theme)));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return findings;
}

/** Every route in both themes: what axe finds. */
async function auditRoutes(page: Page, session: 'guest' | 'signed in') {
  const findings: Finding[] = [];
  const signedIn = session === 'signed in';
  // Routes that need a record last, so that the lists they are found on have been checked already; the
  // shop's own pages after them, once the demo has opened its shop.
  const rank = (path: RoutePath) => (SHOP_ROUTES.has(path) ? 2 : path in SEEDED ? 1 : 0);
  const routes = [...ROUTE_LIST].sort((a, b) => rank(a.path) - rank(b.path));
  let shopOpen = false;
  for (const route of routes) {
    if (signedIn && SHOP_ROUTES.has(route.path) && !shopOpen) {
      await openDemoShop(page);
      shopOpen = true;
    }
    // A guest opens a page that needs login by its bare path: no list offers a guest its records.
    const seeded = SEEDED[route.path] && (signedIn || !route.needsLogin) ? SEEDED[route.path] : undefined;
    const url = seeded ? await seeded(page) : route.path;
    await go(page, url);
    const landed = new URL(page.url()).pathname;
    // A guest on a page that needs login is sent to the login page, which has its own turn.
    if (landed === LOGIN_PATH && route.path !== LOGIN_PATH && !signedIn) continue;
    expect(landed, `${url} stays on its route (${session})`).toBe(OPENS_ANOTHER[route.path] ?? route.path);
    if (seeded)
      await expect(page.locator(NOT_CONTENT), `${url} shows its record (${session})`).toHaveCount(0);
    findings.push(...(await auditThemes(page, `${url} (${session})`)));
    const second = ALSO[route.path];
    if (second) {
      const also = await second(page);
      await go(page, also);
      await expect(page.locator(NOT_CONTENT), `${also} shows its record (${session})`).toHaveCount(0);
      findings.push(...(await auditThemes(page, `${also} (${session})`)));
    }
  }
  return findings;
}

function report(findings: Finding[]) {
  const blocking = findings.filter((f) => BLOCKING.has(f.impact));
  const others = findings.filter((f) => !BLOCKING.has(f.impact));
  for (const f of others) {
    test.info().annotations.push({ type: `axe ${f.impact}`, description: `${f.rule} on ${f.where}` });
  }
  const lines = blocking.map((f) => {
    const more = f.targets.length > 3 ? ` (+${f.targets.length - 3} more)` : '';
    return `- ${f.rule} (${f.impact}) on ${f.where}: ${f.help} — ${f.targets.slice(0, 3).join(' | ')}${more}`;
  });
  expect(blocking, `${blocking.length} serious or critical axe violations:\n${lines.join('\n')}`).toEqual([]);
}

/**
 * A sheet or dialog the app opens over a page: how to open it (as a person does) and how to dismiss it. The
 * element that opened it gets keyboard focus back on close.
 */
interface Overlay {
  name: string;
  url: string;
  opener: (page: Page) => Locator;
  /** the open sheet or dialog */
  panel: (page: Page) => Locator;
  dismiss: (page: Page) => Promise<void>;
}

const OVERLAYS: Overlay[] = [
  {
    name: 'language sheet',
    url: '/pages/my/index',
    opener: (page) => page.getByRole('button', { name: /^Language/ }),
    panel: (page) => page.getByRole('dialog', { name: 'Language' }),
    dismiss: (page) => page.keyboard.press('Escape'),
  },
  {
    name: 'log-out confirmation',
    url: '/pages/my/index',
    opener: (page) => page.getByRole('button', { name: 'Log out' }),
    panel: (page) => page.locator('.adm-dialog-body').filter({ hasText: 'Log out of this account?' }),
    dismiss: (page) => page.getByRole('button', { name: 'Cancel' }).click(),
  },
  {
    name: 'buy sheet',
    url: '/pages/index/details?type=goods&id=1',
    opener: (page) => page.getByRole('button', { name: 'Buy now' }),
    panel: (page) => page.getByRole('dialog').filter({ has: page.getByText('Pay with') }),
    dismiss: (page) => page.getByRole('button', { name: 'Close' }).click(),
  },
  {
    name: 'gift sheet',
    url: '/pages/my/transfer',
    opener: (page) => page.getByRole('button', { name: 'Gift points' }),
    panel: (page) => page.getByRole('dialog', { name: 'Give as a gift' }),
    dismiss: (page) => page.getByRole('button', { name: 'Close' }).click(),
  },
];

test.describe('accessibility (axe)', () => {
  // A cap. On the 2-core machine, busy with other work (load 7–10), a session took 1.2 to 2.2 minutes.
  test.describe.configure({ timeout: 300_000 });

  test('every route as a guest, light and dark', async ({ page }) => {
    await freshApp(page);
    report(await auditRoutes(page, 'guest'));
  });

  test('every route signed in, light and dark', async ({ page }) => {
    await freshApp(page);
    await signInDemo(page, '/');
    report(await auditRoutes(page, 'signed in'));
  });

  test('the wallet pages as a user who holds wallets, light and dark', async ({ page }) => {
    await freshApp(page);
    await signInAs(page, WALLET_HOLDER.phone, '/', WALLET_HOLDER.region);
    report(await auditWalletRoutes(page));
  });

  test('sheets and dialogs, light and dark: what axe finds, and focus goes back to the opener', async ({
    page,
  }) => {
    await freshApp(page);
    await signInDemo(page, '/');
    const findings: Finding[] = [];
    for (const overlay of OVERLAYS) {
      await go(page, overlay.url);
      const opener = overlay.opener(page);
      await opener.click();
      const panel = overlay.panel(page);
      await expect(panel, `${overlay.name} opens`).toBeVisible();
      // Focus moves into it (the trap), and the page under it is out of reach.
      await expect
        .poll(() => panel.evaluate((element) => element.contains(document.activeElement)), {
          message: `${overlay.name} takes focus`,
        })
        .toBe(true);
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        findings.push(...(await audit(page, `${overlay.name} on ${overlay.url}`, theme)));
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await overlay.dismiss(page);
      await expect(panel, `${overlay.name} closes`).toBeHidden();
      await expect(opener, `focus goes back to what opened the ${overlay.name}`).toBeFocused();
    }
    report(findings);
  });
});
