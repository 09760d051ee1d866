import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLoggedIn } from '../../../stores/session';
import { routeAt } from '../../../lib/routes';
import { LineIcon, type LineIconName } from '../../../ui/LineIcon';
import { href } from '../../../lib/href';

const loadLoginPrompt = () => import('./LoginPrompt');
const LoginPrompt = lazy(loadLoginPrompt);

interface Shortcut {
  path: string;
  label: 'home.checkIn' | 'home.tasks' | 'home.invite' | 'title.index.ranking' | 'title.index.winList';
  icon: LineIconName;
}

const SHORTCUTS: readonly Shortcut[] = [
  { path: href('/pages/my/signIn'), label: 'home.checkIn', icon: 'calendar' },
  { path: href('/pages/task/index'), label: 'home.tasks', icon: 'tasks' },
  { path: href('/pages/my/share'), label: 'home.invite', icon: 'invite' },
  { path: href('/pages/index/ranking'), label: 'title.index.ranking', icon: 'ranking' },
  { path: href('/pages/index/winList'), label: 'title.index.winList', icon: 'winners' },
];

/** Doors to check-in, tasks, invitations (members only: guests get the login prompt), rankings and winners. */
export function Shortcuts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [promptFor, setPromptFor] = useState<string | null>(null);
  const clearPrompt = useCallback(() => setPromptFor(null), []);

  // Fetched once the hall has painted, so a guest's tap shows the prompt without waiting.
  useEffect(() => {
    loadLoginPrompt().catch(() => undefined);
  }, []);

  // As useOpenRoute, from the route table's needsLogin; the prompt is lazy so its dialog stays off the hall.
  const open = ({ path }: Shortcut) => {
    if (routeAt(path)?.needsLogin && !isLoggedIn()) setPromptFor(path);
    else navigate(path);
  };

  return (
    <nav className="home-section shortcut-row" aria-label={t('home.shortcuts')}>
      {SHORTCUTS.map((shortcut) => (
        <button key={shortcut.path} type="button" className="shortcut" onClick={() => open(shortcut)}>
          <span className="shortcut-icon">
            <LineIcon name={shortcut.icon} />
          </span>
          <span>{t(shortcut.label)}</span>
        </button>
      ))}
      {promptFor ? (
        <Suspense fallback={null}>
          <LoginPrompt route={promptFor} onShown={clearPrompt} />
        </Suspense>
      ) : null}
    </nav>
  );
}
