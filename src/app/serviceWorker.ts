import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the app's service worker (src/sw/sw.ts). A new version found later waits; `onNewVersion` gets
 * the function that lets it take over and reloads the page, for the user to call when they choose.
 */
export function registerServiceWorker(onNewVersion: (reload: () => void) => void) {
  const update = registerSW({
    onNeedRefresh: () => onNewVersion(() => void update(true)),
  });
}
