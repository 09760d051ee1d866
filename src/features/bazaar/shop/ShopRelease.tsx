import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listingQuery } from '../../../api/goods/goods';
import { parseId } from '../../../lib/validate';
import { DataView } from '../../../ui/state/DataView';
import { PageShell } from '../../../ui/layout/PageShell';
import { usePageParams } from '../../../ui/hooks/usePageParams';
import { ReleaseForm } from './ReleaseForm';
import { SellerGate } from './SellerGate';

/** `/pages/bazaar/release`: publish a listing; `?id=`: edit that one of the seller's. */
export default function ShopRelease() {
  const [params] = usePageParams();
  const id = parseId(params.get('id'));
  const { t } = useTranslation();
  return (
    <PageShell title={id === null ? undefined : t('bazaar.release.editTitle')}>
      <SellerGate>{() => (id === null ? <ReleaseForm /> : <EditListing id={id} />)}</SellerGate>
    </PageShell>
  );
}

function EditListing({ id }: { id: number }) {
  const query = useQuery(listingQuery(id));
  return <DataView query={query}>{(listing) => <ReleaseForm key={listing.id} listing={listing} />}</DataView>;
}
