import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { routeAt } from '../../../lib/routes';
import { prefetch } from '../../../lib/prefetch';
import { whenIdle } from '../../../lib/whenIdle';
import { isLoggedIn } from '../../../stores/session';

const loadLoginPrompt = () => import('./LoginPrompt');
/** The prompt's module as the build lists it for prefetching (vite.config.ts). */
export const LOGIN_PROMPT_MODULE = 'features/store/home/LoginPrompt';
const LoginPrompt = lazy(loadLoginPrompt);

/**
 * Opens an in-app address from the hall, as useOpenRoute does from the route table's needsLogin: a guest
 * gets the login prompt instead. The prompt is a chunk of its own, fetched (not run) when the browser is idle
 * after the hall has painted, so its dialog stays off the first screen and a tap shows it without a round trip.
 * Render `prompt`.
 */
export function useHallOpen() {
  const navigate = useNavigate();
  const [promptFor, setPromptFor] = useState<string | null>(null);
  const clearPrompt = useCallback(() => setPromptFor(null), []);

  useEffect(
    () =>
      whenIdle(() => {
        if (prefetch(LOGIN_PROMPT_MODULE) === 'unlisted') void loadLoginPrompt().catch(() => undefined);
      }, 2000),
    [],
  );

  const open = useCallback(
    (path: string) => {
      if (routeAt(path)?.needsLogin && !isLoggedIn()) setPromptFor(path);
      else void navigate(path);
    },
    [navigate],
  );
  const prompt = promptFor ? (
    <Suspense fallback={null}>
      <LoginPrompt route={promptFor} onShown={clearPrompt} />
    </Suspense>
  ) : null;
  return { open, prompt };
}
