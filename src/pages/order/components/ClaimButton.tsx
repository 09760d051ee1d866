import { useTranslation } from 'react-i18next';
import { useClaimItem } from '../../../api/orders';
import { SendButton } from '../../../ui/SendButton';
import { toast } from '../../../ui/toast';
import { claimedItem, type HeldItem } from './heldItem';
import type { ItemFlow } from './useItemFlow';

/** Claims once: after success the button stays disabled until the refreshed item replaces it. */
export function ClaimButton({ item, flow }: { item: HeldItem; flow: ItemFlow }) {
  const { t } = useTranslation();
  const claim = useClaimItem();
  return (
    <SendButton
      size="small"
      color="primary"
      disabled={claim.isSuccess}
      onSend={async () => {
        const next = claimedItem(item, await claim.mutateAsync(item));
        toast(t('order.claim.done'), 'success');
        if (next) flow.offerNext(next);
      }}
    >
      {t(claim.isSuccess ? 'order.claim.claimed' : 'order.action.claim')}
    </SendButton>
  );
}
