import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLoggedIn } from '../../../stores/session';
import { LineIcon, type LineIconName } from '../../../ui/LineIcon';

const loadLoginPrompt = () => import('./LoginPrompt');
const LoginPrompt = lazy(loadLoginPrompt);

interface Shortcut {
  path: string;
  label: 'home.checkIn' | 'home.tasks' | 'home.invite' | 'title.index.ranking' | 'title.index.winList';
  icon: LineIconName;
  needsLogin: boolean;
}

const SHORTCUTS: readonly Shortcut[] = [
  { path: '/pages/my/signIn', label: 'home.checkIn', icon: 'calendar', needsLogin: true },
  { path: '/pages/task/index', label: 'home.tasks', icon: 'tasks', needsLogin: true },
  { path: '/pages/my/share', label: 'home.invite', icon: 'invite', needsLogin: true },
  {
    path: '/pages/index/ranking',
    label: 'title.index.ranking',
    icon: 'ranking',
    needsLogin: false,
  },
  { path: '/pages/index/winList', label: 'title.index.winList', icon: 'winners', needsLogin: false },
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

  const open = ({ path, needsLogin }: Shortcut) => {
    if (needsLogin && !isLoggedIn()) setPromptFor(path);
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
