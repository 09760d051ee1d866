#!/usr/bin/env node
// Every built page, in every language and theme, at 375×812: the screenshots to look at and a report of what
// does not fit. Not a test (CI does not run it); `npm run shots` builds the app with its in-browser fake
// backend first. Usage: node scripts/shots.mjs [--lang=ru_ru,zh_cn] [--theme=dark] [--only=/pages/my] [--full]
// (--full: each picture is the whole page, scrolled to its end: an auction's records, Me's last cards).
//
// Writes screenshots/shots/<lang>/<theme>/<page>.png, one sheet per page and theme with the six languages
// side by side (screenshots/shots/sheets/<page>.<theme>.png), and screenshots/shots/report.md: text cut
// off (except inside [data-may-clip]: names people write, cut on purpose), buttons whose label wraps
// (beyond the lines a [data-lines] tile allows), anything wider than the screen, pages a few pixels taller
// than it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const LANGS = ['en_us', 'zh_cn', 'pt_br', 'ko_kr', 'ja_jp', 'ru_ru'];
const THEMES = ['light', 'dark'];
const PORT = Number(process.env.SHOTS_PORT ?? 4190);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = 'screenshots/shots';
const DEMO = { phone: '13800000000', password: 'Demo1234' };
/** The wallet's pages are taken as a seeded user who holds wallets (the demo has none; docs/api.md §15). */
const WALLET_HOLDER = { phone: '7700900123', region: '+44', password: 'Demo1234' };
const WALLET_PAGES = '/pages/wallet/';
/** 김민준's main account (docs/api.md §15): where the send pages' pictures send to. */
const WALLET_ADDRESS = 'TNDUH9VxoM8bFi4CuoB152Ef3GsarVW29d';
/** Pages that look different to a guest; the rest are taken signed in as the demo user. */
/** The seller's own pages, taken after the demo has opened its shop (it meets the conditions). */
const SHOP_PAGES = [
  '/pages/bazaar/goodsStatus',
  '/pages/bazaar/my',
  '/pages/bazaar/order',
  '/pages/bazaar/release',
];
const GUEST_PAGES = ['/pages/index/index', '/pages/my/index', '/pages/login/index', '/pages/login/forget'];
/** Pages a team leader (the demo) sees otherwise: taken again as the wallet holder, who leads no team (`.member`). */
const LEADER_PAGES = ['/pages_team/index'];

const option = (name) =>
  process.argv
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',');
const langs = option('lang') ?? LANGS;
const themes = option('theme') ?? THEMES;
const only = option('only');
const full = process.argv.includes('--full');

/**
 * The built pages: src/pages/<area>/<page>.tsx that the route table lists, as /pages/<area>/<page> or, for an
 * area outside /pages (src/pages/pages_team serves /pages_team/…), /<area>/<page>.
 */
function builtPages() {
  const table = fs.readFileSync('src/lib/routes.ts', 'utf8');
  const routes = new Set([...table.matchAll(/^\s*'(\/pages[^']*)':/gm)].map((match) => match[1]));
  const pages = [];
  for (const area of fs.readdirSync('src/pages')) {
    const dir = path.join('src/pages', area);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir)) {
      const name = file.replace(/\.tsx$/, '');
      const route = [`/pages/${area}/${name}`, `/${area}/${name}`].find((one) => routes.has(one));
      if (file.endsWith('.tsx') && route) pages.push(route);
    }
  }
  return pages.sort();
}

/** Ids of real rows for the pages that need one, read from the in-browser fake backend's stored state. */
async function sampleQueries(page) {
  const db = await page.evaluate(() => {
    const fake = window.__qcFake;
    const tables = ['users', 'goods', 'issues', 'orders', 'auctions', 'bazaarListings', 'devices', 'tasks'];
    const state = fake ? Object.fromEntries(tables.map((name) => [name, fake.table(name)])) : null;
    if (!state) return null;
    const pick = (rows, test) => rows.find(test)?.id;
    const me = state.users?.find((user) => user.phoneNumber === '13800000000')?.uid;
    const mine = (state.orders ?? []).filter((order) => order.uid === me);
    return {
      goods: state.goods[0]?.id,
      treasure: pick(state.issues, (issue) => issue.kind === 'treasure' && issue.status === 0),
      crowd: pick(state.issues, (issue) => issue.kind === 'crowd' && issue.status === 0),
      drawn: pick(state.issues, (issue) => issue.kind === 'treasure' && issue.status === 2),
      goodsOrder: pick(mine, (order) => order.kind === 'goods'),
      treasureOrder: pick(mine, (order) => order.kind === 'treasure'),
      crowdOrder: pick(mine, (order) => order.kind === 'crowd'),
      auctionOrder: pick(mine, (order) => order.kind === 'auction'),
      lots: Object.fromEntries((state.auctions ?? []).map((auction) => [auction.drawNumber, auction.id])),
      other: state.users?.find((user) => user.uid !== me)?.uid,
      tasks: (state.tasks ?? []).map((task) => task.id),
      balanceListing: pick(state.bazaarListings ?? [], (l) => l.status === 1 && l.currency === 'balance'),
      qcListing: pick(state.bazaarListings ?? [], (l) => l.status === 1 && l.currency === 'qc'),
      // the demo's devices: one online, one offline (docs/api.md §17)
      devices: (state.devices ?? []).filter((device) => device.ownerUid === me).map((device) => device.id),
    };
  });
  const ids = db ?? {};
  return {
    '/pages/index/details': [
      `?type=goods&id=${ids.goods}`,
      `?type=treasure&id=${ids.treasure}`,
      `?type=crowd&id=${ids.crowd}`,
    ],
    '/pages/index/draw': [`?id=${ids.drawn ?? ids.treasure}`],
    '/pages/cart/details': [`?id=${ids.balanceListing}`],
    '/pages/bazaar/qcDetails': [`?id=${ids.qcListing}`],
    '/pages/order/list': ['?tab=direct', '?tab=draw', '?tab=invest'],
    '/pages/order/detailsBuy': [`?id=${ids.goodsOrder}`],
    '/pages/order/detailsLottery': [`?id=${ids.treasureOrder}`],
    '/pages/order/detailsTally': [`?id=${ids.crowdOrder}`],
    '/pages/index/auction': [
      '',
      '?tab=upcoming',
      '?tab=ended',
      ...['LOT-RIVAL', 'LOT-SOON', 'LOT-HOSTILE', 'LOT-RESERVED', 'LOT-DEMO-WON'].map(
        (lot) => `?id=${ids.lots?.[lot]}`,
      ),
    ],
    '/pages/order/auction': ['', '?tab=deposits'],
    '/pages/order/auctionDetails': [`?id=${ids.auctionOrder}`],
    '/pages/order/sell': [`?kind=goods&id=${ids.goodsOrder}`],
    '/pages/order/evaluate': [`?id=${ids.goodsOrder}&kind=goods`],
    '/pages/my/submitTransfer': [`?uid=${ids.other}`],
    '/pages/my/webView': [`?url=${encodeURIComponent('/pages/my/agreement')}`],
    '/pages/my/paddle': ['?orderNo=none'],
    '/pages/task/index': ['', '?tab=promotion'],
    // Every seeded task: to do, a video proof, rejected, completed, collected, long and hostile text.
    '/pages/task/DoTasks': (ids.tasks ?? []).map((id) => `?id=${id}`),
    '/pages/device/details': (ids.devices ?? []).map((id) => `?id=${id}`),
    '/pages/wallet/tokenDetails': ['?symbol=QC', '?symbol=USDT'],
    '/pages/wallet/transferTwo': [`?to=${WALLET_ADDRESS}&symbol=QC`],
    '/pages/wallet/signature': [`?to=${WALLET_ADDRESS}&symbol=USDT&amount=12.5`],
    '/pages/wallet/transfer': ['', '?mode=withdraw'],
  };
}

/** Runs in the page: what does not fit the screen. */
function findLayoutProblems() {
  const width = window.innerWidth;
  const problems = [];
  const describe = (el) => {
    const text = (el.innerText || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ');
    const cls = typeof el.className === 'string' ? el.className.split(' ').filter(Boolean)[0] : '';
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text.slice(0, 40)}"`;
  };
  const visible = (el) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && (el.checkVisibility?.() ?? true);
  };
  /** Inside something that scrolls or clips sideways on purpose (tabs, chips, carousels). */
  const inSideways = (el) => {
    for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX !== 'visible' && at.scrollWidth > at.clientWidth + 1) return true;
      if (style.transform !== 'none' && /swiper|carousel|track/i.test(at.className)) return true;
    }
    return false;
  };
  const scroller = document.scrollingElement;
  if (scroller.scrollWidth > width + 1) problems.push(`page ${scroller.scrollWidth}px wide`);
  const extra = scroller.scrollHeight - window.innerHeight;
  if (extra > 0 && extra <= 40) problems.push(`page scrolls by ${extra}px`);
  for (const el of document.body.querySelectorAll('*')) {
    // data-may-clip: a name or title people write, cut on purpose where it is too long for the row;
    // .visually-hidden: words for screen readers, a 1 px box by design
    if (!visible(el) || el.closest('[aria-hidden="true"], [data-may-clip], .visually-hidden')) continue;
    const ownText = [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim());
    if (!ownText) continue;
    const style = getComputedStyle(el);
    if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1 && !inSideways(el))
      problems.push(`cut off: ${describe(el)}`);
    else if (style.webkitLineClamp !== 'none' && el.scrollHeight > el.clientHeight + 1)
      problems.push(`clamped: ${describe(el)}`);
    const rect = el.getBoundingClientRect();
    if ((rect.right > width + 1 || rect.left < -1) && !inSideways(el))
      problems.push(`off screen: ${describe(el)}`);
  }
  for (const button of document.body.querySelectorAll('button, [role="tab"], .adm-button')) {
    if (!visible(button)) continue;
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = [...range.getClientRects()].map((rect) => rect.top);
      const lineHeight = parseFloat(getComputedStyle(node.parentElement).lineHeight) || 16;
      // data-lines="2": a tile whose label may take two lines under its icon
      const allowed = Number(button.closest('[data-lines]')?.dataset.lines ?? 1);
      const lines = 1 + Math.round((Math.max(...tops) - Math.min(...tops)) / lineHeight);
      if (lines > allowed) {
        problems.push(`wraps: ${describe(button)}`);
        break;
      }
    }
  }
  return [...new Set(problems)];
}

function startPreview() {
  // Vite itself, not through npx, so that killing it stops the server.
  const vite = 'node_modules/vite/bin/vite.js';
  const server = spawn(
    process.execPath,
    [vite, 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes(String(PORT))) resolve(server);
    });
    server.on('exit', (code) => reject(new Error(`vite preview exited with ${code}`)));
  });
}

const fileName = (route) => route.replace(/^\/(pages\/)?/, '').replace(/[/?=&%]+/g, '_');

async function shoot(browser, lang, theme, pages) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    colorScheme: theme,
  });
  const page = await context.newPage();
  const dir = path.join(OUT, lang, theme);
  // Every page again: pictures of an earlier run (rows since renumbered) would go into the sheets.
  if (!only) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const found = [];
  const take = async (route, name) => {
    await page.goto(`${BASE}${route}`);
    await page
      .waitForFunction(
        () =>
          document.querySelector('#root > *') &&
          // the page's heading has its words: the strings of its area have loaded
          document.querySelector('h1')?.textContent?.trim() &&
          !document.querySelector('.state-box[role="status"], .adm-skeleton'),
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => {});
    // Counts and pictures that come after the page's own data (badges, product pictures) belong in the picture.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    // A chart draws once its library has come: every chart box has its canvas.
    await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('.qc-chart-box, .wallet-chart-box')].every((box) =>
            box.querySelector('canvas'),
          ),
        undefined,
        { timeout: 10_000 },
      )
      .catch(() => {});
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: full });
    for (const problem of await page.evaluate(findLayoutProblems)) found.push({ name, problem });
  };
  await page.goto(`${BASE}/pages/login/index`);
  await page.waitForFunction(() => '__qcFake' in window);
  await page.evaluate(async (value) => {
    await window.__qcFake.reset();
    localStorage.setItem('lang', JSON.stringify({ v: value, e: Date.now() + 1e10 }));
  }, lang);
  for (const route of GUEST_PAGES.filter((route) => pages.includes(route)))
    await take(route, `${fileName(route)}.guest`);
  /** Signs in on the login page (the area code chosen on its wheel when it is not the default). */
  const signIn = async (user) => {
    await page.goto(`${BASE}/pages/login/index`);
    if (user.region) {
      await page.locator('.phone-region').first().click();
      const item = page.locator('.adm-picker-view-column-item').filter({ hasText: `${user.region} ` });
      await item.dispatchEvent('click');
      await page.waitForFunction(
        (region) =>
          [...document.querySelectorAll('.adm-picker-view-column-item[data-selected="true"]')].some((el) =>
            el.textContent?.startsWith(`${region} `),
          ),
        user.region,
      );
      await page.locator('.adm-picker-header-button').last().click();
    }
    await page.locator('input[type=tel]').first().fill(user.phone);
    await page.locator('input[type=password]').first().fill(user.password);
    await page.locator('button[type=submit]').first().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/pages/login'));
  };
  await signIn(DEMO);
  const queries = await sampleQueries(page);
  let shopOpen = false;
  const signedIn = pages.filter((route) => !route.startsWith('/pages/login'));
  for (const route of signedIn.filter((route) => !route.startsWith(WALLET_PAGES))) {
    // The shop's pages are a seller's: once the apply page has had its picture, the demo opens its shop.
    if (!shopOpen && SHOP_PAGES.includes(route)) {
      await page.goto(`${BASE}/pages/bazaar/apply`);
      await page.locator('.bazaar-submit .adm-button').click();
      await page.waitForURL((url) => url.pathname === '/pages/bazaar/my');
      shopOpen = true;
    }
    for (const query of queries[route] ?? ['']) await take(`${route}${query}`, fileName(`${route}${query}`));
  }
  const walletPages = signedIn.filter((route) => route.startsWith(WALLET_PAGES));
  const leaderPages = signedIn.filter((route) => LEADER_PAGES.includes(route));
  if (walletPages.length || leaderPages.length) {
    await page.evaluate(() => localStorage.removeItem('token'));
    await signIn(WALLET_HOLDER);
    for (const route of walletPages)
      for (const query of queries[route] ?? [''])
        await take(`${route}${query}`, fileName(`${route}${query}`));
    for (const route of leaderPages) await take(route, `${fileName(route)}.member`);
  }
  await context.close();
  return found;
}

/** The six languages of one page side by side, to compare at a glance. */
async function sheets(browser) {
  const page = await browser.newPage({ viewport: { width: 375 * langs.length, height: 840 } });
  const sheetDir = path.join(OUT, 'sheets');
  if (!only) fs.rmSync(sheetDir, { recursive: true, force: true });
  fs.mkdirSync(sheetDir, { recursive: true });
  for (const theme of themes) {
    const names = fs.readdirSync(path.join(OUT, langs[0], theme)).filter((file) => file.endsWith('.png'));
    for (const name of names) {
      const cells = langs
        .map((lang) => {
          const file = path.join(OUT, lang, theme, name);
          if (!fs.existsSync(file)) return '';
          const data = fs.readFileSync(file).toString('base64');
          return `<figure><figcaption>${lang}</figcaption><img src="data:image/png;base64,${data}"></figure>`;
        })
        .join('');
      await page.setContent(
        `<style>body{margin:0;display:flex;font:12px sans-serif;background:#888}figure{margin:0;width:375px}` +
          `figcaption{height:28px;line-height:28px;text-align:center;color:#fff}img{display:block}</style>${cells}`,
      );
      await page.screenshot({ path: path.join(sheetDir, name.replace(/\.png$/, `.${theme}.png`)) });
    }
  }
  await page.close();
}

const pages = builtPages().filter((route) => !only || only.some((prefix) => route.startsWith(prefix)));
const server = await startPreview();
process.on('exit', () => server.kill());
process.on('SIGINT', () => process.exit(130));
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ||
  (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const report = [];
try {
  // Two at a time: the fake backend keeps its state per context, so the languages do not meet.
  const runs = themes.flatMap((theme) => langs.map((lang) => ({ lang, theme })));
  const worker = async () => {
    for (let run = runs.shift(); run; run = runs.shift()) {
      const found = await shoot(browser, run.lang, run.theme, pages);
      for (const entry of found) report.push({ ...run, ...entry });
      console.log(`${run.lang} ${run.theme}: ${pages.length} pages, ${found.length} layout problems`);
    }
  };
  await Promise.all([worker(), worker()]);
  await sheets(browser);
} finally {
  await browser.close();
  server.kill();
}
const byPage = new Map();
for (const { name, lang, theme, problem } of report) {
  const key = `${name}: ${problem}`;
  byPage.set(key, [...(byPage.get(key) ?? []), `${lang}/${theme}`]);
}
const lines = [...byPage].sort().map(([key, where]) => `- ${key} (${where.join(', ')})`);
fs.writeFileSync(
  path.join(OUT, 'report.md'),
  `# Layout problems at 375×812\n\n${lines.length ? lines.join('\n') : 'None found.'}\n`,
);
console.log(`${lines.length} distinct layout problems; see ${OUT}/report.md and ${OUT}/sheets/`);
