import { useEffect } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  MemoryRouter,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router';
import { AppRoutes } from '../src/app/router';
import { BaseSettings } from '../src/app/App';
import { GUEST, useSession } from '../src/stores/session';
import type { UserInfo } from '../src/api/types';

interface RouterProbe {
  state: { location: Pick<Location, 'pathname' | 'search'>; historyAction: NavigationType | 'NONE' };
}

function Probe({ onChange }: { onChange: (state: RouterProbe['state']) => void }) {
  const location = useLocation();
  const action = useNavigationType();
  useEffect(() => {
    onChange({ location, historyAction: action });
  }, [onChange, location, action]);
  return null;
}

/** Renders the real route table at `path` with fresh providers, as the app would; `router.state` follows it. */
export function renderRoute(path: string) {
  const router: RouterProbe = { state: { location: { pathname: '', search: '' }, historyAction: 'NONE' } };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <BaseSettings />
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Probe
          onChange={(state) => {
            router.state = state;
          }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Puts a user in the session store directly (for tests that are not about signing in). */
export function signInAs(token: string, user: Partial<UserInfo> & { uid: number }) {
  useSession.getState().signIn(token, { ...GUEST, ...user });
}

/** A user who taps like a person; the UI kit animates with pointer-events off, which a person never notices. */
export const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
