import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listingPages, type BazaarListing } from '../../../api/goods/goods';
import { InfiniteList } from '../../../ui/state/InfiniteList';
import { PageShell } from '../../../ui/layout/PageShell';
import { useQueryParam } from '../../../ui/hooks/usePageParams';
import { OneClickSheet } from './OneClickSheet';
import { releasePath, SHOP_ORDERS_PATH } from './paths';
import { SellerGate } from './SellerGate';
import { ShopCounts } from './ShopCounts';
import { ShopListingRow } from './ShopListingRow';
import { LinkRow } from '../../../ui/layout/LinkRow';
import './bazaar.css';
import './MyShop.css';

type Shelf = 'published' | 'offShelf';

const parseShelf = (raw: string | null): Shelf => (raw === 'offShelf' ? 'offShelf' : 'published');

/** `/pages/bazaar/my?tab=published|offShelf`: the seller's shop — its figures, listings and ways to add one. */
export default function MyShop() {
  return (
    <PageShell>
      <SellerGate>{() => <Shop />}</SellerGate>
    </PageShell>
  );
}

function Shop() {
  const { t } = useTranslation();
  const [shelf, setShelf] = useQueryParam('tab', parseShelf);
  const [oneClick, setOneClick] = useState(false);
  return (
    <div className="bazaar-page">
      <ShopCounts />
      <div className="shop-entries">
        <Link to={releasePath()} className="shop-entry is-primary">
          {t('bazaar.shop.release')}
        </Link>
        <button type="button" className="shop-entry" onClick={() => setOneClick(true)}>
          {t('bazaar.shop.oneClick')}
        </button>
      </div>
      <LinkRow to={SHOP_ORDERS_PATH}>{t('bazaar.shop.orders')}</LinkRow>
      <Tabs
        className="shop-tabs"
        activeKey={shelf}
        onChange={(key) => setShelf(key === 'offShelf' ? key : undefined)}
      >
        <Tabs.Tab key="published" title={t('bazaar.shop.published')} />
        <Tabs.Tab key="offShelf" title={t('bazaar.shop.offShelf')} />
      </Tabs>
      <InfiniteList<BazaarListing>
        key={shelf}
        className="shop-listings"
        query={listingPages({ scope: 'mine', status: shelf === 'published' ? 1 : 0 })}
        itemKey={(listing) => listing.id}
        renderItem={(listing) => <ShopListingRow listing={listing} />}
        emptyText={t(shelf === 'published' ? 'bazaar.shop.nonePublished' : 'bazaar.shop.noneOff')}
      />
      <OneClickSheet visible={oneClick} onClose={() => setOneClick(false)} />
    </div>
  );
}
