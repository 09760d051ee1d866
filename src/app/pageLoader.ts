import { loadAreas, type Area } from '../i18n';
import { ROUTES, type RoutePath } from '../lib/routes';
import type { PageModule } from './pageModules';

export type PageLoader = () => Promise<PageModule>;
type PageMap = Record<string, PageLoader>;

let pageMap: Promise<PageMap> | null = null;

/** The map of page chunks; boot starts fetching it, and a failed fetch is tried again on the next page. */
export function loadPageMap(): Promise<PageMap> {
  pageMap ??= import('./pageModules').then(
    ({ PAGES }) => PAGES,
    (error: unknown) => {
      pageMap = null;
      throw error;
    },
  );
  return pageMap;
}

const placeholder: PageLoader = () => import('../ui/PagePlaceholder');

const pageFile = (path: RoutePath) => `../pages${path.replace(/^\/pages\//, '/')}.tsx`;

/** A route's chunk (its page, or the shared placeholder while it is not built) and its strings, together. */
export function pageLoader(path: RoutePath): PageLoader {
  const route = ROUTES[path];
  // Checked here, where the locale areas are known: every area the table names must exist.
  const areas: readonly Area[] = 'areas' in route ? route.areas : [];
  const page = () => loadPageMap().then((pages) => (pages[pageFile(path)] ?? placeholder)());
  return () => Promise.all([page(), loadAreas(areas)]).then(([module]) => module);
}
