import { useSearchParams } from 'react-router';
import { useListingPurchase } from '../../api/bazaar/bazaarBuying';
import { parseId } from '../../lib/validate';
import { ListingScreen } from './ListingScreen';

/** `/pages/cart/details?id=`: a balance-priced bazaar listing (one screen with /pages/bazaar/qcDetails). */
export default function ListingDetails() {
  const id = parseId(useSearchParams()[0].get('id'));
  const { listing, ...checkout } = useListingPurchase(id);
  return <ListingScreen key={id} id={id} query={listing} {...checkout} />;
}
