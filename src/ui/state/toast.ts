import { whenIdle } from '../../lib/whenIdle';

/** The toast's own chunk: small, no animation library; off the first screen until the browser is idle. */
const loadToast = () => import('./ToastView');

/**
 * The spec's toast: 1500 ms, one at a time (a new one replaces the old). Its code is fetched on the first
 * toast, or ahead when the browser is idle (keepToastReady).
 */
export function toast(content: string, icon?: 'success' | 'fail') {
  if (!content) return;
  void loadToast().then(({ showToast }) => showToast(content, icon));
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

/**
 * Loads the toast once the first screen is up and the browser idle: offline its chunk cannot arrive, and
 * "You are offline. Nothing was sent" must still be said (issue 32). It is a few hundred bytes that run
 * nothing until a toast shows.
 */
export function keepToastReady() {
  whenIdle(() => void loadToast().catch(() => undefined));
}
