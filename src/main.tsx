import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { createQueryClient } from './app/queryClient';
import { captureInviteCode } from './app/useBaseSettings';
import { startVisitTracking } from './app/visits';
import { initI18n } from './i18n';
import { applyRootFontSize } from './lib/rootFont';
import './styles.css';

async function boot() {
  applyRootFontSize();
  // The fake backend is compiled out when VITE_API_BASE points at a real server.
  if (__FAKE_BACKEND__) {
    const { startFakeBackend } = await import('./mocks/browser');
    await startFakeBackend();
  }
  await initI18n();
  captureInviteCode(window.location.search);
  startVisitTracking();
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

void boot();
