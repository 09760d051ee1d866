import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../src/lib/routes';
import { freshApp, signInAs, signInDemo } from './support/app';
import { OPENS_ANOTHER } from './support/addresses';
import { crawl } from './support/crawl';

/**
 * Issue 33: every page a user can open is reached from the four tabs by taps alone, and each area's home
 * within three (docs/decisions/0053-reachable-areas.md). The crawl taps what is on screen as the demo (no QC
 * wallet; a team leader), as Oliver (a wallet holder, in the demo's team), as João (a seller) and as a guest,
 * each looking for its own pages, prints what it reached with the taps it took, and fails on a page it did not reach.
 */

const TABS = Object.entries(ROUTES)
  .filter(([, spec]) => 'tab' in spec)
  .map(([path]) => path);

/**
 * Opened from outside the app's screens, not by a tap: another app's sign-in, a page's links to the web and a
 * payment request (the link a payer scans from the receive page's code).
 */
const NOT_TAPPED = new Set(['/pages/login/tiktok', '/pages/my/webView', '/pages/wallet/signature']);

/**
 * Reached by taps once the user has typed: a transfer's receiver is found by their id or phone (a recent
 * receiver's row leads there too, but no seeded user has sent USDT). The crawl taps; it does not type.
 * e2e/moneySafety.spec.ts walks there from the transfer page.
 */
const TYPED_FIRST = new Set(['/pages/my/submitTransfer']);

/** Each area's home, and how many taps from a tab it may take. */
const AREA_HOMES = [
  '/pages/wallet/index',
  '/pages/wallet/pledge',
  '/pages/wallet/mining',
  '/pages/wallet/todayAdd',
  '/pages/device/index',
  '/pages_team/index',
  '/pages/index/auction',
  '/pages/bazaar/my',
  '/pages/task/index',
  '/pages/my/signIn',
  '/pages/message/service',
];
const AREA_HOME_TAPS = 3;

const wanted = new Set(
  Object.keys(ROUTES).filter(
    (path) => !NOT_TAPPED.has(path) && !TYPED_FIRST.has(path) && !OPENS_ANOTHER[path],
  ),
);

/** A fresh app with `user` signed in, on home. */
const signedInAs =
  (user: { phone: string; region: string }) =>
  async (page: Page): Promise<void> => {
    await freshApp(page);
    await signInAs(page, user.phone, '/pages/index/index', user.region);
  };

const OLIVER = { phone: '7700900123', region: '+44' };
const JOAO = { phone: '11987654321', region: '+55' };
const ME = '/pages/my/index';

/**
 * Who looks for what: the demo first (it sees the most: orders of every kind, a team it leads), then a wallet
 * holder for the QC wallet's pages (the demo has no QC wallet: they ask it to create one), then a guest for
 * sign-in. Each stops once what it looks for is found, by it or by one before it.
 */
const isWallet = (path: string) => path.startsWith('/pages/wallet/');
const isSignIn = (path: string) => path.startsWith('/pages/login/');
/**
 * A seller's pages: the shop, its listings and its orders. The demo can open a shop (on the apply page), but
 * only while its QC meets the condition, which its own crawl's earlier taps may have spent: a seller is
 * crawled for them.
 */
const SELLER_PAGES = new Set([
  '/pages/bazaar/my',
  '/pages/bazaar/release',
  '/pages/bazaar/order',
  '/pages/bazaar/goodsStatus',
]);
const isSellers = (path: string) => SELLER_PAGES.has(path);
const personas: {
  name: string;
  looksFor: (path: string) => boolean;
  /** beyond the tabs, the screens this persona taps through: the rest were crawled by the demo */
  expands?: (path: string) => boolean;
  /** the tabs this persona starts from (all four by default) */
  tabs?: string[];
  enter: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'the demo',
    looksFor: (path) => !isWallet(path) && !isSignIn(path) && !isSellers(path),
    enter: async (page) => {
      await freshApp(page);
      await signInDemo(page, '/pages/index/index');
    },
  },
  {
    name: 'a wallet holder',
    looksFor: isWallet,
    expands: isWallet,
    // Its pages begin on Me (the demo crawls the other tabs).
    tabs: [ME],
    enter: signedInAs(OLIVER),
  },
  {
    name: 'a seller',
    looksFor: isSellers,
    expands: (path) => path.startsWith('/pages/bazaar/'),
    tabs: [ME],
    enter: signedInAs(JOAO),
  },
  {
    name: 'a guest',
    looksFor: isSignIn,
    expands: isSignIn,
    tabs: [ME],
    enter: (page) => freshApp(page, '/pages/index/index'),
  },
];

// Each signs in on its own page and stands alone: a failed one is retried by itself.
test.describe.configure({ mode: 'parallel' });

for (const persona of personas) {
  test(`${persona.name} reaches their pages from the tabs by taps, each area home within three`, async ({
    page,
  }) => {
    test.setTimeout(10 * 60_000);
    await persona.enter(page);
    const looksFor = new Set([...wanted].filter(persona.looksFor));
    const tabs = persona.tabs ?? TABS;
    const found = await crawl(page, { tabs, wanted: looksFor, maxDepth: 5, expands: persona.expands });
    const lines = [...found].sort(([a], [b]) => a.localeCompare(b));
    console.log(
      [`${persona.name}:`, ...lines.map(([path, how]) => `${how.depth}  ${path}  (from ${how.from})`)].join(
        '\n',
      ),
    );
    const missing = [...looksFor].filter((path) => !found.has(path));
    expect(missing, 'pages no tap reaches').toEqual([]);
    const far = AREA_HOMES.filter(
      (path) => looksFor.has(path) && (found.get(path)?.depth ?? Infinity) > AREA_HOME_TAPS,
    );
    expect(far, `area homes further than ${AREA_HOME_TAPS} taps`).toEqual([]);
  });
}
