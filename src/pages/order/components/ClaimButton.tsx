import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useClaimItem } from '../../../api/orders';
import { SendButton } from '../../../ui/SendButton';
import { toast } from '../../../ui/toast';
import { claimedItem, claimPays, type HeldItem } from './heldItem';
import type { ItemFlow } from './useItemFlow';

interface ClaimButtonProps {
  item: HeldItem;
  flow: ItemFlow;
}

/** Claims a prize or gift at once; a claim that pays (a won auction) shows what it takes first. */
export function ClaimButton({ item, flow }: ClaimButtonProps) {
  const { t } = useTranslation();
  if (!claimPays(item)) return <ClaimNowButton item={item} flow={flow} />;
  return (
    <Button size="small" color="primary" onClick={() => flow.payToClaim(item)}>
      {t('order.action.claim')}
    </Button>
  );
}

/** Claims once: after success the button stays disabled until the refreshed item replaces it. */
function ClaimNowButton({ item, flow }: ClaimButtonProps) {
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
