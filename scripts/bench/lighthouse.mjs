// One visit of the bench: a fresh Chromium, Lighthouse's mobile profile (simulated Moto G Power on slow 4G,
// performance only) on a first visit and, for a visit that names one, a repeat visit in the same browser.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's own browser driver (a dev dependency at the version lighthouse drives): the page it is handed
// can carry a script that runs before the app's, which is how a signed-in visit gets its session.
import puppeteer from 'puppeteer-core';
import { blockingFromStart, mainThreadCpu } from './figures.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const chromePath =
  process.env.CHROME_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const sum = (items, key) => items.reduce((total, item) => total + (item[key] ?? 0), 0);

/** The figures the bench keeps of one Lighthouse report (decision 0071). */
export function figuresOf(lhr) {
  const { audits, categories } = lhr;
  const scripts = (audits['network-requests'].details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcp: Math.round(audits['largest-contentful-paint'].numericValue),
    tbt: Math.round(audits['total-blocking-time'].numericValue),
    blockingAll: blockingFromStart(audits['long-tasks'].details?.debugData?.tasks ?? []),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    js: Math.round(sum(scripts, 'transferSize') / 1024),
    mainThread: Math.round(audits['mainthread-work-breakdown'].numericValue ?? 0),
    bootup: Math.round(audits['bootup-time'].numericValue ?? 0),
    scripts: scripts.length,
    // The audit's table shows the 20 longest; its debug data lists every one.
    longTasks: audits['long-tasks'].details?.debugData?.tasks?.length ?? 0,
  };
}

/**
 * The storage the app reads its session from (src/stores/session.ts through src/lib/storage.ts: a value with
 * its expiry), written by a script that runs in each new document before the page's own.
 */
function seedSession(session) {
  const expires = Date.now() + 365 * 24 * 60 * 60 * 1000;
  localStorage.setItem('token', JSON.stringify({ v: session.token, e: expires }));
  localStorage.setItem('uid', JSON.stringify({ v: session.uid, e: expires }));
}

function keepReport(dir, label, lhr) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${label.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(lhr));
}

/** Waits (up to a minute) for the page's service worker, if it registered one, to be active. */
async function workerReady(page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (!registration) return;
    await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((resolve) => setTimeout(resolve, 60_000)),
    ]);
  });
}

/**
 * Runs `visit` at `url` in a browser of its own: `{ first, repeat? }`, each the figures of one report.
 * `session` ({ token, uid }) is seeded for a signed-in visit; `keep` is a folder for the whole reports.
 */
export async function measureVisit(visit, url, { session, keep } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    if (visit.signedIn) await page.evaluateOnNewDocument(seedSession, session);
    const run = async (label, keepStorage) => {
      const result = await lighthouse(
        url,
        { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        { extends: 'lighthouse:default', settings: { disableStorageReset: keepStorage } },
        page,
      );
      if (keep) keepReport(keep, label, result.lhr);
      const slowdown = result.lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1;
      return {
        ...figuresOf(result.lhr),
        mainCpu: mainThreadCpu(result.artifacts.Trace?.traceEvents ?? [], slowdown),
      };
    };
    const first = await run(visit.id, false);
    // The same browser again, its cache, service worker and storage kept: a repeat visit. A person comes back
    // later, when the app's worker has long finished installing (a real-backend build's precaches every
    // file); on a busy machine it may not have yet, and half the repeat visits came from the network.
    if (visit.repeat) await workerReady(page);
    const repeat = visit.repeat ? await run(visit.repeat, true) : undefined;
    return { first, repeat };
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}
