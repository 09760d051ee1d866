import { preloadModule } from '../../lib/prefetch';
import { whenIdle } from '../../lib/whenIdle';

/** The UI kit's toast (and the animation library behind it): a chunk of its own, not on the first screen. */
const loadToast = () => import('antd-mobile/es/components/toast');

/**
 * The spec's toast: 1500 ms, one at a time (a new one replaces the old). The UI kit's toast is fetched on the
 * first toast, or ahead when the browser is idle (keepToastReady).
 */
export function toast(content: string, icon?: 'success' | 'fail') {
  if (!content) return;
  void loadToast().then(({ default: Toast }) => Toast.show({ content, icon, duration: 1500 }));
}

/**
 * A refusal or failure, as the api client tells it (main.tsx hands it over). It shows after the caller has
 * seen the error, which may take it back (ApiError.hush: a lost answer's page says what became of the send).
 */
export function failureToast(content: string) {
  let hushed = false;
  setTimeout(() => {
    if (!hushed) toast(content, 'fail');
  }, 0);
  return () => {
    hushed = true;
  };
}

/** The toast's module as the build lists it (vite.config.ts). */
export const TOAST_MODULE = 'node_modules/antd-mobile/es/components/toast/index';

/**
 * Fetches the toast once the first screen is up and the browser idle: offline its chunk cannot arrive, and
 * "You are offline. Nothing was sent" must still be said (issue 32). In a build it is compiled into the
 * page's module map without running: the animation library behind it stays off the main thread until a
 * toast shows (issue 35).
 */
export function keepToastReady() {
  whenIdle(() => {
    if (!preloadModule(TOAST_MODULE)) void loadToast().catch(() => undefined);
  });
}
