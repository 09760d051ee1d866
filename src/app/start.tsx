import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { setFailureNotice } from '../api/client';
import { initI18n } from '../i18n';
import { followColorScheme } from '../lib/theme';
import { yieldToMain } from '../lib/yieldToMain';
import { failureToast, keepToastReady } from '../ui/state/toast';
import { App } from './App';
import { routeOfAddress } from './firstScreens';
import { captureInviteCode } from './inviteCode';
import { loadPageMap, pageLoader } from './pageLoader';
import { startVisitTracking } from './visits';

/**
 * How long the first render waits for the first screen's data (src/app/firstScreens.ts) before it shows the
 * page with its own loading states. Data that lands while React renders in a transition forces a second,
 * synchronous render (the query stores are read with useSyncExternalStore); rendering once with the data
 * keeps the work in short tasks. The shell shows the same frame meanwhile.
 */
export const FIRST_DATA_WAIT_MS = 1000;

/**
 * React's half of boot (src/main.tsx has the other): the strings (already preloaded by the shell's boot.js)
 * and the chunk of the page the address names arrive side by side; then the app renders once, in a transition
 * (its work split into short tasks), and its first render replaces the prerendered shell with the page. Each
 * step is a task of its own (yieldToMain): none holds the main thread long.
 */
export async function start(queryClient: QueryClient, firstData: Promise<void> = Promise.resolve()) {
  await yieldToMain();
  followColorScheme();
  setFailureNotice(failureToast);
  // Strings that fail to arrive leave empty labels, never a blank app: pages fetch their areas again.
  const strings = initI18n().catch(() => undefined);
  await yieldToMain();
  const route = routeOfAddress(window.location.pathname);
  // A page chunk that fails to arrive is the route's own error state to show (with its retry).
  const page = route ? pageLoader(route.path)().catch(() => undefined) : undefined;
  void loadPageMap().catch(() => undefined);
  const data = Promise.race([
    firstData,
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
  ]);
  await Promise.all([strings, page, data]);
  await yieldToMain();
  captureInviteCode(window.location.search);
  startVisitTracking();
  keepToastReady();
  await yieldToMain();
  const root = document.getElementById('root');
  if (!root) return;
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
