import type { ComponentType } from 'react';
import { loadAreas, type Area } from '../i18n';

type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

const placeholder: PageLoader = () => import('../ui/PagePlaceholder');

/** A page's chunk and its strings (in the current language and English), fetched together. */
const page =
  (load: PageLoader, ...areas: Area[]): PageLoader =>
  () =>
    Promise.all([load(), loadAreas(areas)]).then(([module]) => module);

/** Each finished page is its own chunk; a route not listed here is not built yet. */
const PAGES: Record<string, PageLoader> = {
  '/pages/index/index': page(() => import('../pages/index/index'), 'home'),
  '/pages/index/ranking': page(() => import('../pages/index/ranking'), 'ranking'),
  '/pages/index/winList': page(() => import('../pages/index/winList'), 'winList'),
  '/pages/index/details': page(() => import('../pages/index/details'), 'details'),
  '/pages/index/draw': page(() => import('../pages/index/draw'), 'draw', 'details'),
  '/pages/my/index': page(() => import('../pages/my/index'), 'my'),
  '/pages/my/agreement': page(() => import('../pages/my/agreement')),
  '/pages/my/privacy': page(() => import('../pages/my/privacy')),
  '/pages/login/index': page(() => import('../pages/login/index'), 'login'),
  '/pages/login/forget': page(() => import('../pages/login/forget'), 'login'),
  '/pages/login/tiktok': page(() => import('../pages/login/tiktok'), 'login'),
};

export const pageLoader = (path: string): PageLoader => PAGES[path] ?? placeholder;
