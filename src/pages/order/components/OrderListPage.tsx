import { PageShell } from '../../../ui/PageShell';
import type { ListKind } from '../../../api/rules/orderKinds';
import { OrderList } from './OrderList';
import { SignedIn } from './SignedIn';
import '../order.css';

/** A page of one kind's orders (direct, draw, invest). */
export function OrderListPage({ kind }: { kind: ListKind }) {
  return (
    <PageShell>
      <SignedIn>
        <OrderList kind={kind} />
      </SignedIn>
    </PageShell>
  );
}
