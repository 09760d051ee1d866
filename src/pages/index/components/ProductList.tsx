import { useTranslation } from 'react-i18next';
import { goodsPages, issuePages, type Goods, type Issue, type IssueFilter } from '../../../api/treasure';
import { InfiniteList } from '../../../ui/InfiniteList';
import { GoodsCard } from './GoodsCard';
import { IssueCard } from './IssueCard';
import type { HomeTab } from './homeTabs';

interface ProductListProps {
  tab: HomeTab;
  categoryId?: number;
  /** the store's goods whose name holds it (a search) */
  keyword?: string;
}

const ISSUE_KIND = { box: 'treasure', crowd: 'crowd' } as const;

/** The chosen tab's products, 20 a page, filtered by the chosen category or a search, two to a row. */
export function ProductList({ tab, categoryId, keyword }: ProductListProps) {
  const { t } = useTranslation();
  const filter = { ...(categoryId === undefined ? {} : { categoryId }), ...(keyword ? { keyword } : {}) };
  // A new list per tab and filter: the scroll sentinel's state (a failed page) must not carry over.
  const listKey = `${tab}-${categoryId ?? 'all'}-${keyword ?? ''}`;

  if (tab === 'store') {
    return (
      <InfiniteList<Goods>
        key={listKey}
        className="product-grid"
        query={goodsPages(filter)}
        itemKey={(goods) => goods.id}
        renderItem={(goods) => <GoodsCard goods={goods} />}
        emptyText={t(keyword ? 'home.noResults' : 'home.noGoods')}
      />
    );
  }
  // The hall sells: only issues on sale are listed (drawn ones live on their draw pages and in rankings).
  const onSale = { ...filter, status: 0 } satisfies IssueFilter;
  return (
    <InfiniteList<Issue>
      key={listKey}
      className="product-grid"
      query={issuePages(ISSUE_KIND[tab], onSale)}
      itemKey={(issue) => issue.id}
      renderItem={(issue) => <IssueCard issue={issue} />}
      emptyText={t('home.noIssues')}
    />
  );
}
