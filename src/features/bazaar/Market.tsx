import { useTranslation } from 'react-i18next';
import { listingPages, type BazaarListing } from '../../api/goods/goods';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { ListingCard } from './ListingCard';
import { ListSkeleton } from '../../ui/state/Skeletons';
import { PageShell } from '../../ui/layout/PageShell';
import { SearchForm } from '../../ui/form/SearchForm';
import { usePageParams } from '../../ui/hooks/usePageParams';
import { MarketFilters } from './MarketFilters';
import { isNarrowed, marketFilterOf } from './marketFilter';
import './market.css';

/**
 * `/pages/cart/index`, the Market tab: what users sell to users, 20 a page, searched by name, narrowed by
 * category and currency, newest or by price. The choices live in the URL, so Back and a shared link keep them.
 */
export default function Market() {
  const { t } = useTranslation();
  const [params, update] = usePageParams();
  const filter = marketFilterOf(params);

  return (
    <PageShell className="market">
      <div className="market-head">
        <SearchForm
          className="market-search"
          keyword={filter.keyword ?? ''}
          onSearch={(keyword) => update({ q: keyword || undefined })}
          label={t('cart.search.placeholder')}
          submitLabel={t('cart.search.submit')}
        />
        <MarketFilters filter={filter} onChange={update} />
      </div>
      <InfiniteList<BazaarListing>
        query={listingPages(filter)}
        itemKey={(listing) => listing.id}
        renderItem={(listing) => <ListingCard listing={listing} />}
        loading={<ListSkeleton shape="row" className="market-list" />}
        emptyText={isNarrowed(filter) ? t('cart.emptyFiltered') : t('cart.empty')}
        className="market-list"
      />
    </PageShell>
  );
}
