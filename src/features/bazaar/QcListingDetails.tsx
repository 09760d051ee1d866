import { useSearchParams } from 'react-router';
import { useListingPurchase } from '../../api/bazaar/bazaarBuying';
import { parseId } from '../../lib/validate';
import { ListingScreen } from './ListingScreen';

/** `/pages/bazaar/qcDetails?id=`: a QC-priced bazaar listing (one screen with /pages/cart/details). */
export default function QcListingDetails() {
  const id = parseId(useSearchParams()[0].get('id'));
  const { listing, ...checkout } = useListingPurchase(id);
  return <ListingScreen key={id} id={id} query={listing} {...checkout} />;
}
