import type { BazaarCurrency, BazaarListFilter, BazaarSort } from '../../api/goods/goods';

export const SORTS: readonly BazaarSort[] = ['new', 'price_asc', 'price_desc'];
export const CURRENCIES: readonly BazaarCurrency[] = ['balance', 'qc'];

/** The market's choices as the URL holds them (`q`, `category`, `sort`, `currency`): any unknown value is none. */
export function marketFilterOf(params: URLSearchParams): BazaarListFilter {
  const keyword = params.get('q')?.trim() ?? '';
  const category = Number(params.get('category'));
  return {
    keyword: keyword || undefined,
    type: Number.isInteger(category) && category > 0 ? category : undefined,
    sort: SORTS.find((sort) => sort === params.get('sort')) ?? 'new',
    currency: CURRENCIES.find((currency) => currency === params.get('currency')),
  };
}

/** Whether the user narrowed the market (an empty answer then says nothing matches, not that nothing sells). */
export const isNarrowed = ({ keyword, type, currency }: BazaarListFilter) =>
  keyword !== undefined || type !== undefined || currency !== undefined;
