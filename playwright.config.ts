import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium where Playwright cannot download its own browser. */
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ||
  (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Ports from E2E_PORTS="app,httpApp,backend" (so that two worktrees can run journeys at once), else these. */
const [APP_PORT, HTTP_APP_PORT, BACKEND_PORT] = (process.env.E2E_PORTS ?? '4173,4174,8787').split(',');
const APP = `http://127.0.0.1:${APP_PORT}`;
const HTTP_APP = `http://127.0.0.1:${HTTP_APP_PORT}`;
/** `npm run backend`, which the real-backend build in dist-http/ calls */
const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;

/**
 * Where each journey runs (decision 0066). The fake backend in the page answers on the page's own main thread,
 * which on a 2-core machine makes a long journey two to three times slower than against `npm run backend`:
 * the long ones (the crawl, axe over every route, the money areas) run over HTTP only, on the build users
 * deploy. These run on both: sign-in, a purchase, two tabs, the security policy, offline and money safety.
 * The specs no list names (messages, tasks, orders, my, live tabs, shell, CJK) run in the browser only.
 */
const HTTP_ONLY = [
  'httpBackend',
  'reach',
  'axe',
  'auction',
  'wallet',
  'stake',
  'mining',
  'device',
  'team',
  'market',
];
const BOTH = ['login', 'treasure', 'tabs', 'csp', 'pwa', 'moneySafety'];
const specs = (names: string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`);

/**
 * The staging project (issue 36): the read-only journeys in e2e/staging/ against a real server and a test
 * account the environment gives (README, "Against a staging server"). QC_STAGING_APP is a deployed build of
 * the app; without it, QC_STAGING_API is the API the app is built against here and served from this machine
 * (the server must then let http://127.0.0.1:4175 in by CORS). With either set, only that project runs;
 * without, its journeys are skipped.
 */
const STAGING_API = process.env.QC_STAGING_API;
const STAGING_PORT = process.env.QC_STAGING_PORT ?? '4175';
const STAGING_APP =
  process.env.QC_STAGING_APP ?? (STAGING_API ? `http://127.0.0.1:${STAGING_PORT}` : undefined);
const STAGING = /\/staging\/.*\.spec\.ts$/;

/** The app built against the staging API and served here; none when a deployed build is given. */
function stagingServer() {
  if (process.env.QC_STAGING_APP || !STAGING_API) return [];
  return [
    {
      command: `npx vite build --outDir dist-staging --emptyOutDir && npx vite preview --outDir dist-staging --host 127.0.0.1 --port ${STAGING_PORT} --strictPort`,
      env: { VITE_API_BASE: STAGING_API },
      url: STAGING_APP,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ];
}

export default defineConfig({
  testDir: 'e2e',
  // A cap, not a target: a long journey on a busy 2-core machine took close to a minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    ...devices['iPhone 13'],
    browserName: 'chromium',
    viewport: { width: 375, height: 812 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The build in dist/ with the fake backend in the browser (service worker): every journey.
    { name: 'in-browser', use: { baseURL: APP }, testIgnore: [specs(HTTP_ONLY), STAGING] },
    // The build users deploy (VITE_API_BASE set) against `npm run backend`: signature over host:port,
    // CORS and the socket URL, through one set of journeys.
    {
      name: 'http-backend',
      use: { baseURL: HTTP_APP },
      metadata: { backend: BACKEND },
      testMatch: specs([...HTTP_ONLY, ...BOTH]),
    },
    { name: 'staging', use: { baseURL: STAGING_APP ?? APP }, testMatch: STAGING },
  ].filter((project) => !STAGING_APP || project.name === 'staging'),
  webServer: STAGING_APP
    ? stagingServer()
    : [
        {
          command: `npx vite preview --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
          url: APP,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        {
          command: `npm run backend -- --port ${BACKEND_PORT} --state .fake-backend/e2e.json --reset`,
          port: Number(BACKEND_PORT),
          // Never someone's running demo backend: the journeys reset its state.
          reuseExistingServer: false,
          timeout: 60_000,
        },
        {
          command: `npx vite build --outDir dist-http --emptyOutDir && npx vite preview --outDir dist-http --host 127.0.0.1 --port ${HTTP_APP_PORT} --strictPort`,
          env: { VITE_API_BASE: BACKEND },
          url: HTTP_APP,
          reuseExistingServer: !process.env.CI,
          timeout: 240_000,
        },
      ],
});
