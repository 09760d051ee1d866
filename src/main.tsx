import { loadHttp } from './api/client';
import { sendFirstData } from './app/firstScreens';
import { createQueryClient } from './app/queryClient';
import { allowServiceWorkerScripts } from './lib/security/trustedTypes';
import { yieldToMain } from './lib/yieldToMain';
import './styles.css';
import './shell/shell.css';

/**
 * Boot (docs/decisions/0027-prerendered-shell.md). The prerendered shell is on screen already; this entry is
 * small on purpose: it fetches the client (axios and the signature) and sends the first screen's queries as
 * soon as that is in, while React, the strings and the page (src/app/start.tsx) download side by side.
 */
async function boot() {
  // Trusted Types: the only strings let into a script sink are the service worker scripts (decision 0030).
  allowServiceWorkerScripts();
  void loadHttp();
  const queryClient = createQueryClient();
  // React's DOM renderer is the largest module of the app's half; it is evaluated in a task of its own, and the
  // rest of that half (src/app/start.tsx, which needs it) in the next.
  const renderer = import('react-dom/client');
  // The fake backend is compiled out when VITE_API_BASE points at a real server; in a demo build it must be
  // listening before the first call leaves.
  if (__FAKE_BACKEND__) {
    // Its modules are run a part per task (MSW, the tables with their clockwork, the handlers, then the
    // rest): run at once they held the main thread for some 70 ms of a desktop core.
    await import('msw/browser');
    await yieldToMain();
    await import('./mocks/db');
    await yieldToMain();
    await import('./mocks/handlers');
    await yieldToMain();
    const { startFakeBackend } = await import('./mocks/browser');
    await startFakeBackend();
    await yieldToMain();
  }
  const firstData = sendFirstData(queryClient, window.location);
  await renderer;
  await yieldToMain();
  const { start } = await import('./app/start');
  await start(queryClient, firstData);
}

void boot();
