import { PageShell } from '../../ui/PageShell';
import { CategoryGrid } from './components/CategoryGrid';
import { HomeMarquee } from './components/HomeMarquee';
import { ProductList } from './components/ProductList';
import { ProductTabs } from './components/ProductTabs';
import { Shortcuts } from './components/Shortcuts';
import { parseCategory, parseTab } from './components/homeTabs';
import { useMarkVisit } from './components/useMarkVisit';
import { useQueryParam } from '../../ui/usePageParams';
import './components/home.css';

/** The hall: recent wins, categories, shortcuts and the Store / Prize Box / Crowdfunding lists. */
export default function HomePage() {
  useMarkVisit();
  const [tab, setTab] = useQueryParam('tab', parseTab);
  const [categoryId, setCategory] = useQueryParam('category', parseCategory);

  return (
    <PageShell className="home">
      <HomeMarquee />
      <CategoryGrid selected={categoryId} onSelect={(id) => setCategory(id?.toString())} />
      <Shortcuts />
      <ProductTabs value={tab} onChange={setTab} />
      <div id="home-products" role="tabpanel" aria-labelledby={`home-tab-${tab}`}>
        <ProductList tab={tab} categoryId={categoryId} />
      </div>
    </PageShell>
  );
}
