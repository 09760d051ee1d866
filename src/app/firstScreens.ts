import { prefetchFirst, firstQuery, type FirstQuery } from '../api/cache';
import { meQuery } from '../api/account/account';
import { publicConfigQuery } from '../api/config';
import type { QueryClient } from '@tanstack/react-query';
import { href } from '../lib/href';
import { HOME_PATH } from '../lib/route';
import { routeAt } from '../lib/routes';
import { useSession } from '../stores/session';
import { hallFirstData } from '../features/store/home/hallData';
import { rankingFirstData } from '../features/draws/rankParams';

/**
 * Me's cards' first queries (decision 0088) come with Me's page chunk, whose modules they are: the entry, which
 * every address runs, stays as small, and Me needs that chunk anyway.
 */
const myCards: FirstQuery = async (queryClient) => {
  const { myCardsFirstData } = await import('../features/me/myFirstData');
  await Promise.all(myCardsFirstData().map((query) => query(queryClient)));
};

/**
 * What the first screens ask the server for first, by route (docs/decisions/0027-prerendered-shell.md):
 * the entry sends it as soon as the client is in, while React, the strings and the page's chunk are still
 * on their way. The pages ask for the same queries and find them answered or on their way.
 */
const FIRST_DATA: Record<string, (params: URLSearchParams) => FirstQuery[]> = {
  [href('/pages/index/index')]: hallFirstData,
  [href('/pages/index/ranking')]: rankingFirstData,
  [href('/pages/my/index')]: () => {
    const { uid } = useSession.getState();
    return uid === 0 ? [] : [firstQuery(meQuery(uid)), myCards];
  },
};

/** The route the address names (`/` is the hall), if it is one of the app's. */
export const routeOfAddress = (pathname: string) =>
  routeAt(pathname === HOME_PATH ? href('/pages/index/index') : pathname);

/**
 * Sends the base settings (every screen reads them) and the first queries of the route at this address;
 * settles when they have all answered.
 */
export function sendFirstData(
  queryClient: QueryClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  const route = routeOfAddress(pathname);
  const forRoute = route ? FIRST_DATA[route.path] : undefined;
  return prefetchFirst(queryClient, [
    firstQuery(publicConfigQuery()),
    ...(forRoute?.(new URLSearchParams(search)) ?? []),
  ]);
}
