/**
 * Strings every screen may need (shell, errors, lists, titles), served together as
 * `/locales/<code>/core.json` (the `locales` plugin in vite.config.ts builds it): one request per language at
 * start, which src/shell/boot.js has already started. The rest arrive with the pages that use them.
 */
export const CORE_AREAS = ['common', 'error', 'list', 'notFound', 'tab', 'title'] as const;
