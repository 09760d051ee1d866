import { lazy, useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { ROUTE_LIST, type RouteMeta } from '../lib/routes';
import { routePage } from './pageLoader';
import { RouteView } from './RouteView';
import { TabBar, isTabPath } from './TabBar';
import { registerNavigate } from '../lib/navigation';

const NotFound = lazy(() => import('./NotFound'));

function AppLayout() {
  const { pathname } = useLocation();
  const withTabs = isTabPath(pathname);
  return (
    <div className={withTabs ? 'app with-tabs' : 'app'}>
      <Outlet />
      {withTabs ? <TabBar /> : null}
    </div>
  );
}

/** One page component per route: its chunk is fetched the first time the route shows (or at boot). */
const routeElement = (meta: RouteMeta) => <RouteView meta={meta} Page={routePage(meta.path)} />;

const home = ROUTE_LIST.find((route) => route.tab === 'home');
const homeElement = home ? routeElement(home) : null;

export const routeObjects: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...(home
        ? [
            { path: '/', element: homeElement },
            { path: home.path, element: homeElement },
          ]
        : []),
      ...ROUTE_LIST.filter((meta) => meta !== home).map((meta) => ({
        path: meta.path,
        element: routeElement(meta),
      })),
      { path: '*', element: <RouteView meta={null} Page={NotFound} /> },
    ],
  },
];

/** The route table, rendered inside whichever router the app or a test provides. */
export function AppRoutes() {
  const navigate = useNavigate();
  // Non-React code (the API client's session rules) navigates through the router too.
  useEffect(() => {
    registerNavigate((to, options) => void navigate(to, options));
    return () => registerNavigate(null);
  }, [navigate]);
  return useRoutes(routeObjects);
}
