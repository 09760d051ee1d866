import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { routeObjects } from '../src/app/router';
import { registerNavigate } from '../src/lib/navigation';
import { GUEST, useSession } from '../src/stores/session';
import type { UserInfo } from '../src/api/types';

/** Renders the real route table at `path` with fresh providers, as the app would. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  registerNavigate((to, options) => void router.navigate(to, options));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** The seeded demo account, signed in through the fake backend's own session table. */
export function signInAs(token: string, user: Partial<UserInfo> & { uid: number }) {
  useSession.getState().signIn(token, { ...GUEST, ...user });
}
