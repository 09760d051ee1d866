import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

const placeholder: PageLoader = () => import('../ui/PagePlaceholder');

/** Each finished page is its own chunk; a route not listed here is not built yet. */
const PAGES: Record<string, PageLoader> = {
  '/pages/my/index': () => import('../pages/my/index'),
  '/pages/my/agreement': () => import('../pages/my/agreement'),
  '/pages/my/privacy': () => import('../pages/my/privacy'),
  '/pages/login/index': () => import('../pages/login/index'),
  '/pages/login/forget': () => import('../pages/login/forget'),
  '/pages/login/tiktok': () => import('../pages/login/tiktok'),
};

export const pageLoader = (path: string): PageLoader => PAGES[path] ?? placeholder;
