import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/href';
import { PageShell } from '../../../ui/layout/PageShell';
import { SearchForm } from '../../../ui/form/SearchForm';
import { useQueryParam } from '../../../ui/hooks/usePageParams';
import { CategoryBar } from './CategoryBar';
import { HomeTicker } from './HomeTicker';
import { HomeBanners } from './HomeBanners';
import { HomeTaskSlot } from './HomeTaskSlot';
import { ProductList } from '../ProductList';
import { ProductTabs } from './ProductTabs';
import { SearchResults } from './SearchResults';
import { Shortcuts } from './Shortcuts';
import { parseCategory, parseKeyword, parseTab } from './homeTabs';
import { useHallOpen } from './useHallOpen';
import { useMarkVisit } from './useMarkVisit';
import './home.css';

/**
 * The hall: search, promotions, shortcuts, recent wins and the Store / Prize Box / Crowdfunding lists by
 * category. A search (`?q=`) shows the store's matching goods in place of the hall; Back returns to it.
 */
export default function Home() {
  useMarkVisit();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, prompt } = useHallOpen();
  const [tab, setTab] = useQueryParam('tab', parseTab);
  const [categoryId, setCategory] = useQueryParam('category', parseCategory);
  const [keyword, setKeyword] = useQueryParam('q', parseKeyword);

  const search = (next: string) => {
    if (next === '') setKeyword(undefined);
    // A step of its own, so that Back returns to the hall; the hall's tab and category come back with it.
    else if (next !== keyword) {
      void navigate(
        href('/pages/index/index', { tab: tab === 'store' ? undefined : tab, category: categoryId, q: next }),
      );
    }
  };

  return (
    <PageShell className="home">
      <div className="home-top">
        <SearchForm
          keyword={keyword}
          onSearch={search}
          label={t('home.searchStore')}
          submitLabel={t('home.search')}
        />
        {keyword ? null : (
          <>
            <HomeBanners open={open} />
            <Shortcuts open={open} />
            <HomeTaskSlot />
          </>
        )}
      </div>
      {keyword ? (
        <SearchResults keyword={keyword} onClear={() => setKeyword(undefined)} />
      ) : (
        <>
          <HomeTicker />
          <div className="home-list-head">
            <ProductTabs value={tab} onChange={setTab} />
            <CategoryBar selected={categoryId} onSelect={(id) => setCategory(id?.toString())} />
          </div>
          <div id="home-products" role="tabpanel" aria-labelledby={`home-tab-${tab}`}>
            <ProductList tab={tab} categoryId={categoryId} />
          </div>
        </>
      )}
      {prompt}
    </PageShell>
  );
}
