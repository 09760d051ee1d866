import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BazaarListing } from '../../api/goods/goods';
import { isApiError } from '../../lib/errors';
import { href } from '../../lib/href';
import { DataView } from '../../ui/state/DataView';
import { PageShell } from '../../ui/layout/PageShell';
import { StateBlock } from '../../ui/state/StateBlock';
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
  const listing = query.data;
  const missing = id === null || (query.isError && isApiError(query.error) && query.error.code === NOT_FOUND);
  return (
    <PageShell footer={listing && !missing ? <ListingBuyBar listing={listing} {...checkout} /> : null}>
      {missing ? (
        <ListingMissing />
      ) : (
        <DataView query={query}>{(data) => <ListingView listing={data} />}</DataView>
      )}
    </PageShell>
  );
}

function ListingMissing() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="state-box" data-testid="not-found">
      <StateBlock
        kind="empty"
        title={t('cart.details.notFound')}
        description={t('cart.details.notFoundText')}
      >
        <Button
          color="primary"
          fill="outline"
          size="small"
          onClick={() => navigate(href('/pages/cart/index'))}
        >
          {t('cart.details.backToMarket')}
        </Button>
      </StateBlock>
    </div>
  );
}
