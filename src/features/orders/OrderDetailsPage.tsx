import { parseId } from '../../lib/validate';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../ui/layout/PageShell';
import { OrderDetailsView } from './OrderDetailsView';
import { OrderNotFound } from './OrderNotFound';
import type { ListKind } from '../../api/orders/rules/orderKinds';

import { SignedIn } from './items/SignedIn';

/** `?id=` of one kind's order (detailsBuy, detailsLottery, detailsTally, auctionDetails). */
export function OrderDetailsPage({ kind }: { kind: ListKind }) {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  return (
    <PageShell>
      <SignedIn>
        {id === null ? <OrderNotFound /> : <OrderDetailsView key={id} kind={kind} id={id} />}
      </SignedIn>
    </PageShell>
  );
}
