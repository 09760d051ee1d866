import type { BazaarCurrency, BazaarListing } from '../../api/goods/goods';
import { href } from '../../lib/href';

/** A QC-priced listing opens on qcDetails, a balance one on cart/details (docs/decisions/0034). */
export const listingPath = ({ id, currency }: Pick<BazaarListing, 'id' | 'currency'>) =>
  currency === 'qc' ? href('/pages/bazaar/qcDetails', { id }) : href('/pages/cart/details', { id });

/** Where more of a currency comes from: balance is topped up, QC is exchanged for. */
export const topUpPath = (currency: BazaarCurrency) =>
  currency === 'qc' ? href('/pages/my/exchange') : href('/pages/my/recharge');
