import { loadHttp } from './api/client';
import { sendFirstData } from './app/firstScreens';
import { createQueryClient } from './app/queryClient';
import { allowServiceWorkerScripts } from './lib/trustedTypes';
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
  const app = import('./app/start');
  // The fake backend is compiled out when VITE_API_BASE points at a real server; in a demo build it must be
  // listening before the first call leaves.
  if (__FAKE_BACKEND__) {
    const { startFakeBackend } = await import('./mocks/browser');
    await startFakeBackend();
  }
  const firstData = sendFirstData(queryClient, window.location);
  const { start } = await app;
  await start(queryClient, firstData);
}

void boot();
