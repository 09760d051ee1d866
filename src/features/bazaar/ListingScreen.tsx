import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BazaarListing } from '../../api/goods/goods';
import { isApiError } from '../../lib/errors';
import { href } from '../../lib/href';
import { DataView } from '../../ui/state/DataView';
import { PageShell } from '../../ui/layout/PageShell';
import { StateBox } from '../../ui/state/StateBox';
import { ListingBuyBar } from './ListingBuyBar';
import type { ListingCheckoutProps } from './useListingCheckout';
import { ListingView } from './ListingView';
import './ListingScreen.css';

/** docs/api.md §12: Goods/detail answers 404 for a listing that is neither published nor the user's. */
const NOT_FOUND = 404;

interface ListingScreenProps extends Omit<ListingCheckoutProps, 'listing'> {
  /** the page's `id`, null when the link has none that can be read */
  id: number | null;
  query: UseQueryResult<BazaarListing>;
}

/**
 * A bazaar listing's page, for both its routes (`/pages/cart/details` for balance, `/pages/bazaar/qcDetails`
 * for QC: a listing opened on the other one is shown all the same). Strings: area `cart`.
 */
export function ListingScreen({ id, query, ...checkout }: ListingScreenProps) {
  const { t } = useTranslation();
  const listing = query.data;
  const missing = id === null || (query.isError && isApiError(query.error) && query.error.code === NOT_FOUND);
  return (
    <PageShell footer={listing && !missing ? <ListingBuyBar listing={listing} {...checkout} /> : null}>
      {missing ? (
        <StateBox
          testId="not-found"
          title={t('cart.details.notFound')}
          text={t('cart.details.notFoundText')}
          action={{ label: t('cart.details.backToMarket'), to: href('/pages/cart/index') }}
        />
      ) : (
        <DataView query={query}>{(data) => <ListingView listing={data} />}</DataView>
      )}
    </PageShell>
  );
}
