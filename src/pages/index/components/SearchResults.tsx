import { useTranslation } from 'react-i18next';
import { goodsPages, type Goods } from '../../../api/treasure';
import { InfiniteList } from '../../../ui/InfiniteList';
import { GoodsCard } from './GoodsCard';

interface SearchResultsProps {
  keyword: string;
  onClear: () => void;
}

/** The store's goods whose name holds the keyword, in place of the hall until the search is cleared. */
export default function SearchResults({ keyword, onClear }: SearchResultsProps) {
  const { t } = useTranslation();
  const title = t('home.resultsFor', { keyword });
  return (
    <section className="search-results" aria-label={title}>
      <header className="search-head">
        <h2 className="search-title">{title}</h2>
        <button type="button" className="search-clear" onClick={onClear}>
          {t('home.clearSearch')}
        </button>
      </header>
      <InfiniteList<Goods>
        key={keyword}
        className="product-grid"
        query={goodsPages({ keyword })}
        itemKey={(goods) => goods.id}
        renderItem={(goods) => <GoodsCard goods={goods} />}
        emptyText={t('home.noResults')}
      />
    </section>
  );
}
