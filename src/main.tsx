import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadHttp, setFailureNotice } from './api/client';
import { loadPageMap } from './app/pageLoader';
import { createQueryClient } from './app/queryClient';
import { captureInviteCode } from './app/inviteCode';
import { startVisitTracking } from './app/visits';
import { initI18n } from './i18n';
import { applyRootFontSize } from './lib/rootFont';
import { allowServiceWorkerScripts } from './lib/trustedTypes';
import { followColorScheme } from './lib/theme';
import { failureToast } from './ui/toast';
import './styles.css';

async function boot() {
  allowServiceWorkerScripts();
  followColorScheme();
  applyRootFontSize();
  setFailureNotice(failureToast);
  void loadHttp();
  void loadPageMap().catch(() => undefined);
  // The fake backend is compiled out when VITE_API_BASE points at a real server.
  if (__FAKE_BACKEND__) {
    const { startFakeBackend } = await import('./mocks/browser');
    await startFakeBackend();
  }
  // Strings that fail to arrive leave empty labels, never a blank app: pages fetch their areas again.
  await initI18n().catch(() => undefined);
  captureInviteCode(window.location.search);
  startVisitTracking();
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

void boot();
