import type { PageQuery } from '../types';

/**
 * The support chat's query keys, in a module of their own: the message boxes (on the first screen, for the
 * unread counts) invalidate them, and importing them must not pull in the chat's calls and schemas.
 */
export const kefuKeys = {
  all: ['kefu'] as const,
  list: (query: PageQuery) => [...kefuKeys.all, 'list', query] as const,
  pages: () => [...kefuKeys.all, 'pages'] as const,
};
