import { parseId } from '../../lib/validate';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../ui/layout/PageShell';
import { OrderNotFound } from './OrderNotFound';
import { parseSellSource } from './items/paths';
import { SellView } from './items/SellView';
import { SignedIn } from './items/SignedIn';

/** `/pages/order/sell?kind=goods|treasure|crowd|gift&id=…`: sell an item back to the platform. */
export default function SellItem() {
  const [params] = useSearchParams();
  const source = parseSellSource(params.get('kind'));
  const id = parseId(params.get('id'));
  return (
    <PageShell>
      <SignedIn>
        {source === null || id === null ? (
          <OrderNotFound />
        ) : (
          <SellView key={`${source}-${id}`} source={source} id={id} />
        )}
      </SignedIn>
    </PageShell>
  );
}
