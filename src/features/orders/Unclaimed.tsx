import { PageShell } from '../../ui/layout/PageShell';
import { SignedIn } from './items/SignedIn';
import { UnclaimedGifts } from './items/UnclaimedGifts';
import { UnclaimedPrizes } from './items/UnclaimedPrizes';
import { useItemFlow } from './items/useItemFlow';

/** `/pages/order/unclaimed`: prizes won and gifts received that wait to be claimed; after a claim, what next. */
export default function Unclaimed() {
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
