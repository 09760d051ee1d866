import type { ComponentType } from 'react';
import { loadAreas, type Area } from '../i18n';
import { ROUTES, type RoutePath } from '../lib/routes';

type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/**
 * Every page module, found by its file: src/pages/<area>/<page>.tsx serves /pages/<area>/<page>. Each is its
 * own chunk, and the entry holds one map of their loaders (see docs/decisions/0013-routes-entry.md).
 */
const PAGES = import.meta.glob<PageModule>('../pages/*/*.tsx');

const placeholder: PageLoader = () => import('../ui/PagePlaceholder');

const pageFile = (path: RoutePath) => `../pages${path.replace(/^\/pages\//, '/')}.tsx`;

/** A route's chunk and its strings (in the current language and English), fetched together. */
export function pageLoader(path: RoutePath): PageLoader {
  const load = PAGES[pageFile(path)] ?? placeholder;
  const route = ROUTES[path];
  // Checked here, where the locale areas are known: every area the table names must exist.
  const areas: readonly Area[] = 'areas' in route ? route.areas : [];
  return () => Promise.all([load(), loadAreas(areas)]).then(([module]) => module);
}
