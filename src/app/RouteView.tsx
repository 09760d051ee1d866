import { Suspense, lazy, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Loading } from '../ui/DataView';
import { RouteMetaContext } from '../ui/routeMeta';
import { pageLoader } from './pages';
import { recordVisit } from './visits';
import type { RouteMeta } from './routes';

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(path: string) {
  let page = lazyPages.get(path);
  if (!page) {
    page = lazy(pageLoader(path));
    lazyPages.set(path, page);
  }
  return page;
}

/** Fetches a route's chunk ahead of time. */
export const preloadRoute = (path: string) => void pageLoader(path)().catch(() => undefined);

/** One route: its page chunk, its shell meta, a boundary of its own, the visit record and preloads. */
export function RouteView({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
  const Page = lazyPage(meta.path);
  const shell = useMemo(
    () => ({
      path: meta.path,
      title: t(meta.title as 'title.my.index'),
      isTab: Boolean(meta.tab),
      pullToRefresh: Boolean(meta.pullToRefresh),
    }),
    [meta, t],
  );

  useEffect(() => {
    recordVisit(meta.path);
    document.title = shell.title ? `${shell.title} · QC Mall` : 'QC Mall';
  }, [meta.path, shell.title]);

  return (
    <RouteMetaContext.Provider value={shell}>
      <ErrorBoundary resetKey={meta.path}>
        <Suspense fallback={<Loading />}>
          <Page />
          <Preloads paths={meta.preload} />
        </Suspense>
      </ErrorBoundary>
    </RouteMetaContext.Provider>
  );
}

/** Rendered inside the Suspense boundary, so it runs only after the page itself has rendered. */
function Preloads({ paths }: { paths?: string[] }) {
  useEffect(() => {
    paths?.forEach(preloadRoute);
  }, [paths]);
  return null;
}
