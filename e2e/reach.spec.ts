import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../src/lib/routes';
import { freshApp, signInAs, signInDemo } from './support/app';
import { crawl, type Found } from './support/crawl';

/**
 * Issue 33: every page a user can open is reached from the four tabs by taps alone, and each area's home
 * within three (docs/decisions/0053-reachable-areas.md). The crawl taps what is on screen as a guest, as the
 * demo (no QC wallet; a team leader) and as Oliver (a wallet holder, in the demo's team), prints what it
 * reached with the taps it took, and fails on a page none of them reached.
 */

const TABS = Object.entries(ROUTES)
  .filter(([, spec]) => 'tab' in spec)
  .map(([path]) => path);

/** Opened from outside the app's screens, not by a tap: another app's sign-in and a page's links to the web. */
const NOT_TAPPED = new Set(['/pages/login/tiktok', '/pages/my/webView']);

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

const wanted = new Set(Object.keys(ROUTES).filter((path) => !NOT_TAPPED.has(path)));

const OLIVER = { phone: '7700900123', region: '+44' };

/** The demo first (it sees the most), then what only a wallet holder or a guest sees. */
const personas: { name: string; enter: (page: Page) => Promise<void> }[] = [
  {
    name: 'the demo',
    enter: async (page) => {
      await freshApp(page);
      await signInDemo(page, '/pages/index/index');
    },
  },
  {
    name: 'a wallet holder',
    enter: async (page) => {
      await freshApp(page);
      await signInAs(page, OLIVER.phone, '/pages/index/index', OLIVER.region);
    },
  },
  { name: 'a guest', enter: (page) => freshApp(page, '/pages/index/index') },
];

test('every page is reached from the tabs by taps, each area home within three', async ({ page }) => {
  test.setTimeout(20 * 60_000);
  const best = new Map<string, Found & { who: string }>();
  for (const persona of personas) {
    await persona.enter(page);
    // Each persona looks until, with what the others found, every page is found.
    const found = await crawl(page, { tabs: TABS, wanted, maxDepth: 5, known: best });
    for (const [path, how] of found) {
      const known = best.get(path);
      if (!known || how.depth < known.depth) best.set(path, { ...how, who: persona.name });
    }
  }
  const lines = [...best].sort(([a], [b]) => a.localeCompare(b));
  console.log(
    lines.map(([path, how]) => `${how.depth}  ${path}  (from ${how.from}, as ${how.who})`).join('\n'),
  );
  const missing = [...wanted].filter((path) => !best.has(path));
  expect(missing, 'pages no tap reaches').toEqual([]);
  const far = AREA_HOMES.filter((path) => (best.get(path)?.depth ?? Infinity) > AREA_HOME_TAPS);
  expect(far, `area homes further than ${AREA_HOME_TAPS} taps`).toEqual([]);
});
