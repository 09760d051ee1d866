/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { DEMO_FILES_CACHE } from './cacheNames';
import { PUBLIC_READS } from './publicReads';
import { areasOf, isKeepStrings, isStringsPath, splitManifest, stringsCacheName } from './strings';
import { trustedScriptUrl } from '../lib/security/scriptUrlPolicy';

/**
 * The app's service worker (vite-plugin-pwa, injectManifest; docs/decisions/0028-pwa.md):
 * - the shell and every route's chunk precached, so the app opens offline; of the strings, each language's
 *   core precached and the rest of those in use kept once the page names them (./strings.ts);
 * - any address opens index.html (the prerendered shell) from the cache;
 * - the public lists (hall, rankings, winners, product pages, settings) answered from the network, or, when it
 *   fails, from the last answer: offline the app shows what it last loaded. Nothing of an account is kept.
 * - a new version waits until the page asks it to take over ("a new version — reload").
 * In a demo build the fake backend's worker runs in this same worker, after these routes, and the app waits
 * for it before its first call: so nothing is precached at install there (that took seconds); the app's files
 * are kept as they load instead, and the fake backend answers offline anyway.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

const notApp = [/^\/api\//, /^\/fake-media\//];

const { precached, areas } = splitManifest(self.__WB_MANIFEST);
const STRINGS_CACHE = stringsCacheName(areas);
/** The strings cache's one reader and writer: the page's requests and the areas kept ahead both go through it. */
const strings = new CacheFirst({ cacheName: STRINGS_CACHE, matchOptions: { ignoreSearch: true } });

// The strings are fetched as /locales/…json?v=<build>: the precached copy is of the same build.
precacheAndRoute(precached, { ignoreURLParametersMatching: [/^v$/] });
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: notApp }));

if (__FAKE_BACKEND__) {
  // A demo build precaches only index.html (vite.config.ts): the app's files are kept as they load, and so
  // are the fake backend's pictures, files of the build too (never handed to the page's fake backend).
  registerRoute(
    ({ url }) =>
      url.origin === self.location.origin &&
      /^\/(assets|locales|shell|icons|fake-media)\//.test(url.pathname),
    new StaleWhileRevalidate({ cacheName: DEMO_FILES_CACHE }),
  );
} else {
  // An area of the strings: from this build's strings cache (the languages in use are kept there whole), else
  // from the network, kept too. Its ?v=<build> is left out of the match: the cache is of this build.
  registerRoute(({ url }) => url.origin === self.location.origin && isStringsPath(url.pathname), strings);
  registerRoute(
    ({ url, request }) => request.method === 'GET' && PUBLIC_READS.test(url.pathname),
    new NetworkFirst({
      cacheName: 'public-reads',
      networkTimeoutSeconds: 6,
      plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 })],
    }),
  );
}

cleanupOutdatedCaches();
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('strings-') && name !== STRINGS_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

/**
 * Every area of these languages in the strings cache, each fetched once; one that fails is fetched at the next
 * ask (the page asks at each start) or when a page needs it. A demo build lists no areas: nothing to keep.
 * Each goes through the route's strategy: one already kept is not fetched again.
 */
async function keepStrings(event: ExtendableEvent, codes: readonly string[]) {
  await Promise.allSettled(
    areasOf(areas, codes).map((url) =>
      strings.handle({ event, request: new Request(url, { cache: 'no-cache' }) }),
    ),
  );
}

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if ((data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (isKeepStrings(data)) event.waitUntil(keepStrings(event, data.codes));
});

// The fake backend (MSW) answers the API from the page; its worker script must share this scope, so it runs
// here (its fetch listener comes after the routes above, which answer the app's own files first). The worker
// runs under the app's Content-Security-Policy too: Trusted Types let exactly this script in (decision 0030).
// MSW's worker unregisters the worker it runs in once the last page of its own closes (it expects a worker of
// its own); this one is the app's, and must stay: the demo's next visit opens from its cache (decision 0084).
if (__FAKE_BACKEND__) {
  Object.defineProperty(self.registration, 'unregister', { value: () => Promise.resolve(false) });
  self.importScripts(trustedScriptUrl('fake-backend-worker', '/mockServiceWorker.js'));
}
