import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listingQuery } from '../../../api/goods/goods';
import { parseId } from '../../../lib/validate';
import { DataView } from '../../../ui/state/DataView';
import { PageShell } from '../../../ui/layout/PageShell';
import { usePageParams } from '../../../ui/hooks/usePageParams';
import { StateBox } from '../../../ui/state/StateBox';
import { ListingHead } from './ListingHead';
import { SellerGate } from './SellerGate';
import { SellerOrderList } from './SellerOrderList';
import { SHOP_PATH } from './paths';
import './bazaar.css';

/** `/pages/bazaar/goodsStatus?id=`: one of the seller's listings — its state, stock, sales and orders. */
export default function ShopListing() {
  const { t } = useTranslation();
  const [params] = usePageParams();
  const id = parseId(params.get('id'));
  return (
    <PageShell>
      <SellerGate>
        {() =>
          id === null ? (
            <StateBox
              testId="not-found"
              title={t('bazaar.listing.notFound')}
              action={{ label: t('bazaar.listing.toShop'), to: SHOP_PATH, link: true }}
            />
          ) : (
            <ListingStatus id={id} />
          )
        }
      </SellerGate>
    </PageShell>
  );
}

function ListingStatus({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery(listingQuery(id));
  return (
    <div className="bazaar-page">
      <DataView query={query}>{(listing) => <ListingHead listing={listing} />}</DataView>
      <h2 className="bazaar-section-title">{t('bazaar.listing.orders')}</h2>
      <div className="bazaar-list">
        <SellerOrderList filter={{ listing_id: id }} emptyText={t('bazaar.listing.noOrders')} />
      </div>
    </div>
  );
}
