import { PageShell } from '../../ui/PageShell';
import { SignedIn } from './components/SignedIn';
import { UnclaimedGifts } from './components/UnclaimedGifts';
import { UnclaimedPrizes } from './components/UnclaimedPrizes';
import { useItemFlow } from './components/useItemFlow';
import './order.css';

/** `/pages/order/unclaimed`: prizes won and gifts received that wait to be claimed; after a claim, what next. */
export default function UnclaimedPage() {
  const { flow, sheets } = useItemFlow();
  return (
    <PageShell>
      <SignedIn>
        <UnclaimedPrizes flow={flow} />
        <UnclaimedGifts flow={flow} />
        {sheets}
      </SignedIn>
    </PageShell>
  );
}
