import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useHeldTrace } from '../../../api/orders/orderTraces';
import { useClaimItem } from '../../../api/orders/orders';
import { SendButton } from '../../../ui/money/SendButton';
import { SendFateNotice } from '../../../ui/money/SendFateNotice';
import { toast } from '../../../ui/state/toast';
import { useTracedSend } from '../../../ui/money/useTracedSend';
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

/**
 * Claims once: after success the button stays disabled until the refreshed item replaces it. A lost answer is
 * read back from the order or the gift box, never sent again by itself.
 */
function ClaimNowButton({ item, flow }: ClaimButtonProps) {
  const { t } = useTranslation();
  const claim = useClaimItem();
  const traceClaim = useHeldTrace('claimed');
  const [claimed, setClaimed] = useState(false);
  const claiming = useTracedSend<void, { next: HeldItem | null }>({
    send: async () => ({ next: claimedItem(item, await claim.mutateAsync(item)) }),
    // Found after a lost answer, a gift's claim does not say which order it became: no next step is offered.
    trace: () => async () =>
      (await traceClaim(item)()) ? { next: item.source === 'gift' ? null : item } : null,
    onSent: ({ next }) => {
      setClaimed(true);
      toast(t('order.claim.done'), 'success');
      if (next) flow.offerNext(next);
    },
  });
  return (
    <>
      <SendButton size="small" color="primary" disabled={claimed || claiming.blocked} onSend={claiming.run}>
        {t(claimed ? 'order.claim.claimed' : 'order.action.claim')}
      </SendButton>
      <SendFateNotice {...claiming.notice} />
    </>
  );
}
