import { Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefetchOnScreen } from '../api/cache';
import { ErrorBoundary } from '../ui/layout/ErrorBoundary';
import { Loading } from '../ui/state/DataView';
import { RouteMetaContext } from '../ui/layout/routeMeta';
import { loadAreas } from '../i18n';
import { prefetch } from '../lib/prefetch';
import { pageModule, ROUTES, type RouteMeta, type RoutePath } from '../lib/routes';
import { whenIdle } from '../lib/whenIdle';
import { pageLoader } from './pageLoader';
import { recordVisit } from './visits';

/**
 * Gets a route the user will likely open next ready without running it: its files fetched into the
 * browser's cache (src/lib/prefetch.ts, where the build lists them) and its strings loaded. Where the app's
 * worker precaches the build, it has both: nothing is asked for twice. Where nothing is listed (the dev
 * server, tests), its chunk is loaded outright.
 */
export function preloadRoute(path: RoutePath): void {
  const route = ROUTES[path];
  const fetched = prefetch(pageModule(path));
  if (fetched === 'fetching') void loadAreas('areas' in route ? route.areas : []).catch(() => undefined);
  else if (fetched === 'unlisted') void pageLoader(path)().catch(() => undefined);
}

/** One route: its page chunk, its shell meta, a boundary of its own, the visit record and preloads. */
/** `meta` is null for the not-found page. */
export function RouteView({ meta, Page }: { meta: RouteMeta | null; Page: ComponentType }) {
  const { t } = useTranslation();
  const path = meta?.path ?? '*';
  const refresh = useRefetchOnScreen();
  const shell = useMemo(
    () => ({
      path,
      title: meta ? t(meta.title) : t('notFound.title'),
      isTab: Boolean(meta?.tab),
      pullToRefresh: Boolean(meta?.pullToRefresh),
      refresh,
    }),
    [meta, path, t, refresh],
  );

  useEffect(() => {
    recordVisit(path === '*' ? window.location.pathname : path);
    document.title = shell.title ? `${shell.title} · QC Mall` : 'QC Mall';
  }, [path, shell.title]);

  return (
    <RouteMetaContext.Provider value={shell}>
      <ErrorBoundary resetKey={path}>
        <Suspense fallback={<Loading />}>
          <Page />
          <Preloads paths={meta?.preload} />
        </Suspense>
      </ErrorBoundary>
    </RouteMetaContext.Provider>
  );
}

/**
 * Rendered inside the Suspense boundary, so it runs only after the page itself has rendered; the chunks are
 * asked for when the browser is idle, not in the task that shows the page.
 */
function Preloads({ paths }: { paths?: readonly RoutePath[] }) {
  useEffect(() => (paths ? whenIdle(() => paths.forEach(preloadRoute), 2000) : undefined), [paths]);
  return null;
}
