import { useTranslation } from 'react-i18next';
import { SendButton } from '../../../ui/SendButton';
import type { HeldItem } from './heldItem';
import { useClaim } from './useOrderActions';
import type { ItemFlow } from './useItemFlow';

/** Claims once: after success the button stays disabled until the refreshed item replaces it. */
export function ClaimButton({ item, flow }: { item: HeldItem; flow: ItemFlow }) {
  const { t } = useTranslation();
  const claim = useClaim();
  return (
    <SendButton
      size="small"
      color="primary"
      disabled={claim.isSuccess}
      onSend={async () => {
        const next = await claim.mutateAsync(item);
        if (next) flow.offerNext(next);
      }}
    >
      {t(claim.isSuccess ? 'order.claim.claimed' : 'order.action.claim')}
    </SendButton>
  );
}
