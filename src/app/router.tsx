import { Outlet, createBrowserRouter, useLocation, type RouteObject } from 'react-router';
import { ROUTES } from './routes';
import { RouteView } from './RouteView';
import { TabBar, isTabPath } from './TabBar';
import { NotFound } from './NotFound';
import { registerNavigate } from '../lib/navigation';

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

const home = ROUTES.find((r) => r.path === '/pages/index/index');

export const routeObjects: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...(home ? [{ path: '/', element: <RouteView meta={home} /> }] : []),
      ...ROUTES.map((meta) => ({ path: meta.path, element: <RouteView meta={meta} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routeObjects);
  registerNavigate((to, options) => void router.navigate(to, options));
  return router;
}
