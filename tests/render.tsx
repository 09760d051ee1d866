import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../src/app/queryClient';
import {
  MemoryRouter,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router';
import { AppRoutes } from '../src/app/router';
import { BaseSettings } from '../src/app/App';
import { useSession } from '../src/stores/session';
import { accountKeys, meQuery, type UserInfo } from '../src/api/account/account';

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

let rendered: QueryClient | null = null;
afterEach(() => {
  rendered = null;
});

/** Renders the real route table at `path` with fresh providers, as the app would; `router.state` follows it. */
export function renderRoute(path: string) {
  const router: RouterProbe = { state: { location: { pathname: '', search: '' }, historyAction: 'NONE' } };
  // The app's own defaults (changes neither retried nor held while offline), reads not retried, and read
  // again on every mount (the app keeps an answer 30 s; tests move the fake clock and look again).
  const queryClient = createQueryClient({ retryReads: false });
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, staleTime: 0 } });
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
  rendered = queryClient;
  return { ...view, router, queryClient };
}

/** The signed-in user as the rendered app holds it: its cached `me` query (the one copy pages read). */
export function cachedMe(): UserInfo {
  const user = rendered?.getQueryData<UserInfo | null>(accountKeys.meOf(useSession.getState().uid));
  if (!user) throw new Error('the rendered app holds no signed-in user');
  return user;
}

/** The rendered app reads the signed-in user now, as a page that shows it would. */
export async function loadMe() {
  const queryClient = rendered;
  if (!queryClient) throw new Error('nothing is rendered');
  await act(() => queryClient.fetchQuery(meQuery(useSession.getState().uid)));
}

/** A user who taps like a person; the UI kit animates with pointer-events off, which a person never notices. */
export const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
