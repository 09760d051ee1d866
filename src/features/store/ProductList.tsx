import { useTranslation } from 'react-i18next';
import type { Goods, Issue } from '../../api/draws/treasure';
import { hallIssuePages, storePages } from './home/hallData';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { ListSkeleton } from '../../ui/state/Skeletons';
import { GoodsCard } from './GoodsCard';
import { IssueCard } from '../draws';
import type { HomeTab } from './home/homeTabs';
import '../../ui/layout/TileCard.css';

interface ProductListProps {
  tab: HomeTab;
  categoryId?: number;
  /** the store's goods whose name holds it (a search) */
  keyword?: string;
}

/**
 * Cards drawn while the list's end is out of reach (InfiniteList's `firstRows`), three rows of two: under the
 * hall's search, promotions, shortcuts and ticker a phone shows a row or two; the rest of the page is drawn as
 * the list comes near the screen. Twenty cards drawn at once were some 70 ms of a phone's main thread at
 * start-up (4×-slowed Lighthouse, decision 0089).
 */
const FIRST_CARDS = 6;

/** The chosen tab's products, 20 a page, filtered by the chosen category or a search, two to a row. */
export function ProductList({ tab, categoryId, keyword }: ProductListProps) {
  const { t } = useTranslation();
  // A new list per tab and filter: the scroll sentinel's state (a failed page) must not carry over.
  const listKey = `${tab}-${categoryId ?? 'all'}-${keyword ?? ''}`;

  if (tab === 'store') {
    return (
      <InfiniteList<Goods>
        key={listKey}
        className="tile-grid"
        query={storePages(categoryId, keyword)}
        itemKey={(goods) => goods.id}
        firstRows={FIRST_CARDS}
        renderItem={(goods) => <GoodsCard goods={goods} />}
        loading={<ListSkeleton shape="grid" className="tile-grid" />}
        emptyText={t(keyword ? 'home.noResults' : 'home.noGoods')}
      />
    );
  }
  return (
    <InfiniteList<Issue>
      key={listKey}
      className="tile-grid"
      query={hallIssuePages(tab, categoryId)}
      itemKey={(issue) => issue.id}
      firstRows={FIRST_CARDS}
      renderItem={(issue) => <IssueCard issue={issue} />}
      loading={<ListSkeleton shape="grid" className="tile-grid" />}
      emptyText={t('home.noIssues')}
    />
  );
}
