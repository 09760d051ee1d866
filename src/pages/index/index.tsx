import { Suspense, lazy } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../lib/href';
import { PageShell } from '../../ui/PageShell';
import { useQueryParam } from '../../ui/usePageParams';
import { CategoryBar } from './components/CategoryBar';
import { HomeSearch } from './components/HomeSearch';
import { HomeTicker } from './components/HomeTicker';
import { ProductList } from './components/ProductList';
import { ProductTabs } from './components/ProductTabs';
import { SearchResults } from './components/SearchResults';
import { Shortcuts } from './components/Shortcuts';
import { parseCategory, parseKeyword, parseTab } from './components/homeTabs';
import { useHallOpen } from './components/useHallOpen';
import { useMarkVisit } from './components/useMarkVisit';
import './components/home.css';

// A chunk of its own, to keep the first screen's script within budget (decision 0008), in a box that holds its
// place: the promotions wait for the base settings (asked for at boot) anyway.
const HomeBanners = lazy(() => import('./components/HomeBanners'));
const bannersPlace = <div className="home-banners" aria-hidden />;

/**
 * The hall: search, promotions, shortcuts, recent wins and the Store / Prize Box / Crowdfunding lists by
 * category. A search (`?q=`) shows the store's matching goods in place of the hall; Back returns to it.
 */
export default function HomePage() {
  useMarkVisit();
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
        <HomeSearch keyword={keyword} onSearch={search} />
        {keyword ? null : (
          <>
            <Suspense fallback={bannersPlace}>
              <HomeBanners open={open} />
            </Suspense>
            <Shortcuts open={open} />
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
