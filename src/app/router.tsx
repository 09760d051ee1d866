import { lazy, useEffect, type ReactElement, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ROUTE_LIST, type RouteMeta } from '../lib/routes';
import { routePage } from './pageLoader';
import { RouteView } from './RouteView';
import { TabBar, isTabPath } from './TabBar';
import { registerNavigate } from '../lib/navigation';

const NotFound = lazy(() => import('./NotFound'));

/** The app's frame: the route's screen, and the tab bar on the four tabs. */
function AppLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const withTabs = isTabPath(pathname);
  return (
    <div className={withTabs ? 'app with-tabs' : 'app'}>
      {children}
      {withTabs ? <TabBar /> : null}
    </div>
  );
}

/** One page component per route: its chunk is fetched the first time the route shows (or at boot). */
const routeElement = (meta: RouteMeta) => <RouteView meta={meta} Page={routePage(meta.path)} />;

/**
 * A path as the table holds it. Every route is a fixed path (no parameters), so a route is found by a lookup,
 * matched as react-router matches a path: in any case of letters, with or without a trailing slash.
 */
const routeKey = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() || '/';

/**
 * Each route's screen by its path; `/` is home. The same element stands for `/` and home's own path, so
 * going from one to the other keeps the page. react-router's `useRoutes` flattened and ranked the ~95 routes
 * and compiled their patterns on every render of the table: ~100 ms of a 4×-slowed start (decision 0075).
 */
const screens = new Map<string, ReactElement>(
  ROUTE_LIST.map((meta) => [routeKey(meta.path), routeElement(meta)] as const),
);
const home = ROUTE_LIST.find((route) => route.tab === 'home');
const homeScreen = home ? screens.get(routeKey(home.path)) : undefined;
if (homeScreen) screens.set('/', homeScreen);
const notFound = <RouteView meta={null} Page={NotFound} />;

/** The route table, rendered inside whichever router the app or a test provides. */
export function AppRoutes() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Non-React code (the API client's session rules) navigates through the router too.
  useEffect(() => {
    registerNavigate((to, options) => void navigate(to, options));
    return () => registerNavigate(null);
  }, [navigate]);
  return <AppLayout pathname={pathname}>{screens.get(routeKey(pathname)) ?? notFound}</AppLayout>;
}
