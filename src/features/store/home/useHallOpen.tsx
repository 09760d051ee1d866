import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { routeAt } from '../../../lib/routes';
import { whenIdle } from '../../../lib/whenIdle';
import { isLoggedIn } from '../../../stores/session';

const loadLoginPrompt = () => import('./LoginPrompt');
const LoginPrompt = lazy(loadLoginPrompt);

/**
 * Opens an in-app address from the hall, as useOpenRoute does from the route table's needsLogin: a guest
 * gets the login prompt instead. The prompt is a chunk of its own, fetched when the browser is idle after the
 * hall has painted, so its dialog stays off the first screen and a tap still shows it without waiting.
 * Render `prompt`.
 */
export function useHallOpen() {
  const navigate = useNavigate();
  const [promptFor, setPromptFor] = useState<string | null>(null);
  const clearPrompt = useCallback(() => setPromptFor(null), []);

  useEffect(() => whenIdle(() => void loadLoginPrompt().catch(() => undefined), 2000), []);

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
