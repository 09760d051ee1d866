import { useId } from 'react';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Gift, GiftDirection, GiftStatus } from '../../api/messages/message';
import { useHeldTrace } from '../../api/orders/orderTraces';
import { useClaimItem, type HeldRef } from '../../api/orders/orders';
import { maskName } from '../../lib/format';
import { GiftThumb } from './GiftThumb';
import { SendButton } from '../../ui/money/SendButton';
import { SendFateNotice } from '../../ui/money/SendFateNotice';
import { toast } from '../../ui/state/toast';
import { useFormat } from '../../ui/hooks/useFormat';
import { useTracedSend } from '../../ui/money/useTracedSend';
import './GiftBoxCard.css';

const STATUS: Record<GiftStatus, { key: 'unclaimed' | 'claimed' | 'soldBack' | 'passedOn'; color: string }> =
  {
    0: { key: 'unclaimed', color: 'warning' },
    1: { key: 'claimed', color: 'success' },
    2: { key: 'soldBack', color: 'default' },
    3: { key: 'passedOn', color: 'default' },
  };

const isMoney = (gift: Gift) => gift.kind === 'balance' || gift.kind === 'points';

/**
 * A gift in the gift box: what (goods, units of a box, a prize, balance or points), from or to whom (masked),
 * when, and what became of it. One received and not yet claimed is claimed here: money is credited, an item
 * becomes an order of the user's.
 */
export function GiftBoxCard({ gift, direction }: { gift: Gift; direction: GiftDirection }) {
  const { t } = useTranslation();
  const text = useFormat();
  const titleId = useId();
  const claim = useClaimItem();
  const traceClaim = useHeldTrace('claimed');
  const ref: HeldRef = { source: 'gift', id: gift.id };
  const claiming = useTracedSend<void, HeldRef>({
    send: async () => {
      await claim.mutateAsync(ref);
      return ref;
    },
    trace: () => traceClaim(ref),
    onSent: () =>
      toast(t(isMoney(gift) ? 'message.gift.claimedMoney' : 'message.gift.claimedItem'), 'success'),
  });
  const status = STATUS[gift.status];
  const who = maskName(direction === 'sent' ? gift.receiverName : gift.senderName);
  const amount = isMoney(gift)
    ? gift.kind === 'points'
      ? text.points(gift.quantity)
      : text.balance(gift.quantity)
    : t('message.gift.quantity', { n: gift.quantity });

  return (
    <article className="gift-card" aria-labelledby={titleId}>
      <GiftThumb thumbnail={gift.thumbnail} className="gift-thumb" />
      <div className="gift-main">
        <h3 className="gift-title" id={titleId}>
          {gift.title}
        </h3>
        <p className="gift-meta">
          {t(direction === 'sent' ? 'message.gift.to' : 'message.gift.from', { name: who })} · {amount}
        </p>
        <p className="gift-meta">{text.time(gift.createTime)}</p>
        <SendFateNotice {...claiming.notice} />
      </div>
      <div className="gift-side">
        <Tag color={status.color} fill="outline">
          {t(`message.gift.status.${status.key}`)}
        </Tag>
        {direction === 'received' && gift.status === 0 ? (
          <SendButton
            size="mini"
            shape="rounded"
            color="primary"
            disabled={claim.isSuccess || claiming.blocked}
            onSend={claiming.run}
          >
            {t('message.gift.claim')}
          </SendButton>
        ) : null}
      </div>
    </article>
  );
}
