import { createElement, lazy, type ComponentType } from 'react';
import { loadAreas, type Area } from '../i18n';
import { href } from '../lib/href';
import { pageModule, ROUTES, type RoutePath } from '../lib/routes';
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

/**
 * The first screens Lighthouse and most visits open: their chunks are fetched straight from the entry (the
 * same chunks the page map names), without waiting for the map (docs/decisions/0027-prerendered-shell.md).
 */
const FIRST_SCREENS: Record<string, PageLoader | undefined> = {
  [href('/pages/index/index')]: () => import('../pages/index/index'),
  [href('/pages/index/ranking')]: () => import('../pages/index/ranking'),
  [href('/pages/my/index')]: () => import('../pages/my/index'),
};

const placeholder: PageLoader = () => import('../ui/layout/PagePlaceholder');

const pageFile = (path: RoutePath) => `../${pageModule(path)}.tsx`;

/** Pages whose chunk and strings are in: they render at once, without a fallback. */
const loaded = new Map<RoutePath, ComponentType>();

/** A route's chunk (its page, or the shared placeholder while it is not built) and its strings, together. */
export function pageLoader(path: RoutePath): PageLoader {
  const route = ROUTES[path];
  // Checked here, where the locale areas are known: every area the table names must exist.
  const areas: readonly Area[] = 'areas' in route ? route.areas : [];
  const page = () =>
    FIRST_SCREENS[path]?.() ?? loadPageMap().then((pages) => (pages[pageFile(path)] ?? placeholder)());
  return () =>
    Promise.all([page(), loadAreas(areas)]).then(([module]) => {
      loaded.set(path, module.default);
      return module;
    });
}

/**
 * A route's page as a component: once its chunk and strings are in (boot waits for the first screen's), it
 * renders at once, so the app's first render replaces the prerendered shell with the page itself rather than
 * with a loading fallback; before that, lazily.
 */
export function routePage(path: RoutePath): ComponentType {
  const Lazy = lazy(pageLoader(path));
  function RoutePage() {
    const Page = loaded.get(path);
    return Page ? createElement(Page) : createElement(Lazy);
  }
  return RoutePage;
}
