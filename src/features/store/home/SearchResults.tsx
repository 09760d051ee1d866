import { useTranslation } from 'react-i18next';
import { ProductList } from '../ProductList';
import './SearchResults.css';

interface SearchResultsProps {
  keyword: string;
  onClear: () => void;
}

/** The store's goods whose name holds the keyword, in place of the hall until the search is cleared. */
export function SearchResults({ keyword, onClear }: SearchResultsProps) {
  const { t } = useTranslation();
  const title = t('home.resultsFor', { keyword });
  return (
    <section aria-label={title}>
      <header className="home-search-head">
        <h2 className="home-search-title">{title}</h2>
        <button type="button" className="home-search-clear" onClick={onClear}>
          {t('home.clearSearch')}
        </button>
      </header>
      <ProductList tab="store" keyword={keyword} />
    </section>
  );
}
