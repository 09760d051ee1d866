import { registerSW } from 'virtual:pwa-register';
import { i18n, languagesInUse } from '../i18n';
import { KEEP_STRINGS, type KeepStrings } from '../sw/strings';

/**
 * Registers the app's service worker (src/sw/sw.ts). A new version found later waits; `onNewVersion` gets
 * the function that lets it take over and reloads the page, for the user to call when they choose. Once the
 * worker is active, it is told which languages' strings to keep for offline: English (the fallback) and the
 * one in use, again whenever the person switches (decision 0090).
 */
export function registerServiceWorker(onNewVersion: (reload: () => void) => void) {
  const update = registerSW({
    onNeedRefresh: () => onNewVersion(() => void update(true)),
  });
  keepStringsOffline();
  i18n.on('languageChanged', keepStringsOffline);
}

function keepStringsOffline() {
  const message: KeepStrings = { type: KEEP_STRINGS, codes: languagesInUse(i18n.language) };
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}
