/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { antdDefaultLocale } from './build/antdDefaultLocale';
import { compileHints } from './build/compileHints';
import { FAKE_BACKEND_MODULE, firstScreenChunks } from './build/firstScreenChunks';
import { prefetchList } from './build/prefetch';
import { bootForPage, inlineScriptSource, shell, shellFrames } from './build/shell';
import { webManifest } from './build/manifest';
import { CORE_AREAS } from './src/i18n/coreAreas';
import { pageModule, ROUTE_LIST } from './src/lib/routes';
import { contentSecurityPolicy } from './src/lib/security/contentSecurityPolicy';

/**
 * The strings (locales/<code>/<area>.json) are served as they are at /locales/…, and the core areas of each
 * language together as /locales/<code>/core.json (src/i18n/coreAreas.ts): the dev server answers them from
 * the folder, a build writes them into dist/locales. The app fetches an area when a page needs it.
 */
function locales(): Plugin {
  const root = path.resolve('locales');
  const codes = () => fs.readdirSync(root);
  const core = (code: string) =>
    JSON.stringify(
      Object.fromEntries(
        CORE_AREAS.map((area) => [
          area,
          JSON.parse(fs.readFileSync(path.join(root, code, `${area}.json`), 'utf8')),
        ]),
      ),
    );
  const files = (): Record<string, () => string | Buffer> =>
    Object.fromEntries(
      codes().flatMap((code) => [
        [`${code}/core.json`, () => core(code)],
        ...fs
          .readdirSync(path.join(root, code))
          .map((file) => [`${code}/${file}`, () => fs.readFileSync(path.join(root, code, file))]),
      ]),
    );
  return {
    name: 'locales',
    configureServer(server) {
      server.middlewares.use('/locales', (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\//, '');
        const file = files()[name];
        if (!file) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(file());
      });
    },
    generateBundle() {
      for (const [name, source] of Object.entries(files())) {
        this.emitFile({ type: 'asset', fileName: `locales/${name}`, source: source() });
      }
    },
  };
}

/** public/ holds the fake backend's service worker; a real-backend build (whatever its outDir) has no use for it. */
function dropFakeBackendWorker(fakeBackend: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-fake-backend-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!fakeBackend) fs.rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

const MEDIA_DIR = 'src/mocks/media';

/**
 * A demo build carries the fake backend's pictures as files at /fake-media/<name>.webp, where its answers point,
 * and the app's worker serves them (src/sw/sw.ts): answered by the page's fake backend instead, each picture
 * cost a round through MSW and a data URL decoded on the main thread (decision 0074). The dev server's fake
 * backend still answers them (src/mocks/browser.ts); the HTTP one reads the same files (src/mocks/server).
 */
function fakeMediaFiles(fakeBackend: boolean): Plugin {
  return {
    name: 'fake-media-files',
    apply: 'build',
    generateBundle() {
      if (!fakeBackend) return;
      for (const name of fs.readdirSync(MEDIA_DIR).filter((file) => file.endsWith('.webp'))) {
        this.emitFile({
          type: 'asset',
          fileName: `fake-media/${name}`,
          source: fs.readFileSync(path.join(MEDIA_DIR, name)),
        });
      }
    },
  };
}

const HEADERS_FILE = '_headers';
const POLICY_LINE = /^\s*Content-Security-Policy:\s*(.+)$/m;

/**
 * The build writes its Content-Security-Policy into <outDir>/_headers (the file Netlify and Cloudflare Pages
 * read), and `vite preview` sends the policy of the build it serves, whatever the preview's own environment
 * says (the bench previews a real-backend build without VITE_API_BASE). The dev server sends none: its
 * React Refresh preamble is an inline script (decision 0030).
 */
function contentSecurityPolicyHeader(policy: string): Plugin {
  return {
    name: 'content-security-policy',
    config(config, { isPreview }) {
      if (!isPreview) return;
      const file = path.resolve(config.root ?? '', config.build?.outDir ?? 'dist', HEADERS_FILE);
      const built = fs.existsSync(file) ? POLICY_LINE.exec(fs.readFileSync(file, 'utf8'))?.[1] : undefined;
      return { preview: { headers: { 'Content-Security-Policy': built ?? policy } } };
    },
    generateBundle() {
      const source = `/*\n  Content-Security-Policy: ${policy}\n`;
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source });
    },
  };
}

/**
 * What the app fetches ahead without running it (src/lib/prefetch.ts): the routes the table preloads (the
 * team page from home) and the hall's login prompt (LOGIN_PROMPT_MODULE in useHallOpen), once the boot's and
 * the first page's chunks are in.
 */
const PREFETCHED = {
  modules: [
    ...new Set(
      ROUTE_LIST.flatMap((route) => route.preload ?? []).map((path) => `src/${pageModule(path)}.tsx`),
    ),
    'src/features/store/home/LoginPrompt.tsx',
  ],
  after: ['src/app/start.tsx', 'src/pages/index/index.tsx'],
};

/** The first screens: the pages the shell draws a frame of their own for (home, the ranking, Me). */
const SHELL_FRAMES = shellFrames();
const FIRST_SCREENS = ROUTE_LIST.filter(({ path }) => (SHELL_FRAMES[path] ?? 'tab') !== 'tab');

/** Each first screen's page module by the name of its frame (home, ranking, my). */
const FIRST_SCREEN_PAGES: Record<string, string> = Object.fromEntries(
  FIRST_SCREENS.map(({ path }) => [SHELL_FRAMES[path], `src/${pageModule(path)}.tsx`]),
);

/**
 * What the start of the app runs besides the entry (decision 0078): the client (src/api/client.ts loads
 * axios and the signature), React's half of boot with the page map, and the first screens' pages; in a demo
 * build the fake backend too.
 */
const startModules = (fakeBackend: boolean) => [
  'node_modules/axios/index.js',
  'src/lib/sign.ts',
  'src/app/start.tsx',
  'src/app/pageModules.ts',
  ...Object.values(FIRST_SCREEN_PAGES),
  ...(fakeBackend ? ['src/mocks/browser.ts'] : []),
];

export default defineConfig(async ({ mode }): Promise<UserConfig> => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The fake backend ships only when no real backend is configured (and never in a real-backend bundle).
  const fakeBackend = !env.VITE_API_BASE;
  const buildId = Date.now().toString(36);
  // boot.js as the page carries it, inline (decision 0077): the CSP lets in exactly that text, by its hash.
  const boot = await bootForPage();
  const policy = contentSecurityPolicy({
    apiBase: env.VITE_API_BASE,
    socketUrl: env.VITE_SOCKET_URL,
    inlineScripts: [inlineScriptSource(boot)],
  });
  return {
    // The page's fake backend sets and reads no cookies: MSW's cookie jar without tough-cookie and its
    // public-suffix list (src/mocks/http/noCookieJar.ts, decision 0076). Vitest's MSW is Node's, untouched.
    resolve: {
      alias: fakeBackend
        ? [{ find: /^tough-cookie$/, replacement: path.resolve('src/mocks/http/noCookieJar.ts') }]
        : [],
    },
    plugins: [
      antdDefaultLocale(),
      react(),
      locales(),
      // The app's service worker (src/sw/sw.ts, decision 0028): precache, offline lists, update prompt.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: webManifest(),
        includeAssets: ['icons/icon-48.png', 'shell/banner.webp'],
        injectManifest: {
          // A demo build's worker must be up at once (the fake backend runs in it): only what the shell asks
          // for before its first paint there, the page and its strings (a few KB; decision 0084). A real-backend
          // build lists every file; its worker precaches all but the strings' areas, which it keeps for the
          // languages in use only (src/sw/strings.ts, decision 0090).
          globPatterns: fakeBackend ? ['index.html', 'locales/*/core.json'] : ['**/*.{js,css,html,svg,json}'],
          // The fake backend's worker runs inside the app's (importScripts), never precached beside it.
          globIgnores: ['mockServiceWorker.js'],
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          rollupFormat: 'iife',
        },
        devOptions: { enabled: false },
      }),
      // After the PWA plugin: its manifest link is in the page by then (the shell moves it, decision 0031).
      shell({ buildId, apiBase: env.VITE_API_BASE || undefined, boot }),
      dropFakeBackendWorker(fakeBackend),
      fakeMediaFiles(fakeBackend),
      contentSecurityPolicyHeader(policy),
      prefetchList(PREFETCHED),
      compileHints(startModules(fakeBackend)),
    ],
    define: {
      __FAKE_BACKEND__: JSON.stringify(fakeBackend),
      __BUILD_ID__: JSON.stringify(buildId),
    },
    build: {
      target: 'es2020',
      manifest: true,
      chunkSizeWarningLimit: 400,
      modulePreload: false,
      rollupOptions: {
        output: {
          // The first screens' shared modules in a few chunks, not one per component (decision 0083).
          manualChunks: firstScreenChunks(FIRST_SCREEN_PAGES, {
            index: 'index.html',
            axios: 'node_modules/axios/index.js',
            sign: 'src/lib/sign.ts',
            client: 'node_modules/react-dom/client.js',
            start: 'src/app/start.tsx',
          }),
          onlyExplicitManualChunks: true,
          // A demo build's chunks of the fake backend alone say so in their name (the bundle report leaves
          // them out of the product's budgets): MSW's, and those its modules were split into (src/main.tsx).
          chunkFileNames: ({ moduleIds }) =>
            moduleIds.some((id) => FAKE_BACKEND_MODULE.test(id))
              ? 'assets/mocks-[name]-[hash].js'
              : 'assets/[name]-[hash].js',
          // A stylesheet is named by six characters of its hash alone (36 bits, for some 130 sheets): the first
          // screen carries the name of every route's sheets (Vite loads a route's CSS before its module), and a
          // component's name there is bytes no user reads (decision 0070).
          assetFileNames: ({ names }) =>
            names.some((name) => name.endsWith('.css'))
              ? 'assets/[hash:6].css'
              : 'assets/[name]-[hash][extname]',
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      pool: 'threads',
      // Both cores: vitest's default leaves one to its main thread, which here only hands out files
      // (the full run went from about 17.5 to 11.4 min on this 2-core machine).
      maxWorkers: 2,
      testTimeout: 20000,
      css: false,
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    },
  };
});
