import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../lib/whenIdle';
import { useOnline } from '../ui/hooks/useOnline';
import { linkWebManifest } from './webManifest';
import './AppStatus.css';

/**
 * What the app says about itself: that the browser is offline (the page shows what it last loaded, and
 * nothing that changes anything is sent: src/api/client.ts), and that a new version is ready, with a reload.
 * The service worker is registered here, and the web app manifest linked, once the first screen has rendered.
 */
export function AppStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const [reload, setReload] = useState<(() => void) | null>(null);

  useEffect(
    // Once the first screen is done loading: the worker's first install downloads the whole build, and the
    // manifest makes the browser draw its install control (decision 0091).
    () =>
      whenIdle(() => {
        linkWebManifest();
        // The dev server has no app worker (its virtual module registers nothing); the fake backend's own runs there.
        if (!('serviceWorker' in navigator)) return;
        void import('./serviceWorker')
          .then(({ registerServiceWorker }) => registerServiceWorker((next) => setReload(() => next)))
          .catch(() => undefined);
      }),
    [],
  );

  return (
    <div className="app-status" role="status">
      {online ? null : <p className="app-status-line">{t('common.offline')}</p>}
      {reload ? (
        <div className="app-status-line app-update">
          <span>{t('common.update.available')}</span>
          <button type="button" className="app-update-reload" onClick={reload}>
            {t('common.update.reload')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
