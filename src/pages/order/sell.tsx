import { parseId } from '../../lib/validate';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../ui/PageShell';
import { OrderNotFound } from './components/OrderNotFound';
import { parseSellSource } from './components/paths';
import { SellView } from './components/SellView';
import { SignedIn } from './components/SignedIn';
import './order.css';

/** `/pages/order/sell?kind=goods|treasure|crowd|gift&id=…`: sell an item back to the platform. */
export default function SellPage() {
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
