import { firstPages, firstQuery, type FirstQuery } from '../../../api/cache';
import {
  categoriesQuery,
  goodsPages,
  issuePages,
  scrollQuery,
  type IssueFilter,
} from '../../../api/draws/treasure';
import { parseCategory, parseKeyword, parseTab, type HomeTab } from './homeTabs';

const ISSUE_KIND = { box: 'treasure', crowd: 'crowd' } as const;

const categoryFilter = (categoryId?: number) => (categoryId === undefined ? {} : { categoryId });

/** The store's goods in a category or matching a search. */
export const storePages = (categoryId?: number, keyword?: string) =>
  goodsPages({ ...categoryFilter(categoryId), ...(keyword ? { keyword } : {}) });

/** A draw tab's issues: the hall sells, so only issues on sale (drawn ones live on their draw pages). */
export const hallIssuePages = (tab: Exclude<HomeTab, 'store'>, categoryId?: number) =>
  issuePages(ISSUE_KIND[tab], { ...categoryFilter(categoryId), status: 0 } satisfies IssueFilter);

/**
 * What the hall asks for first, from its address: sent by boot before React has even loaded
 * (src/app/firstScreens.ts). A search shows results instead, which wait for the page.
 */
export function hallFirstData(params: URLSearchParams): FirstQuery[] {
  if (parseKeyword(params.get('q'))) return [];
  const tab = parseTab(params.get('tab'));
  const categoryId = parseCategory(params.get('category'));
  return [
    firstQuery(categoriesQuery()),
    firstQuery(scrollQuery()),
    tab === 'store' ? firstPages(storePages(categoryId)) : firstPages(hallIssuePages(tab, categoryId)),
  ];
}
