import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Gift } from '../../../api/messages/message';
import { maskName } from '../../../lib/format';
import { GiftThumb } from '../../gifts';
import { ClaimButton } from './ClaimButton';
import { isItemGift, itemOfGift } from './heldItem';
import { useOrderFormat } from './useOrderFormat';
import type { ItemFlow } from './useItemFlow';
import '../order.css';

/** A gift waiting in the user's box: who sent what, and claim (items may also be sold back or passed on). */
export function GiftCard({ gift, flow }: { gift: Gift; flow: ItemFlow }) {
  const { t } = useTranslation();
  const { paid, time } = useOrderFormat();
  const item = itemOfGift(gift);
  const itemGift = isItemGift(gift);
  return (
    <article className="order-card" aria-label={gift.title}>
      <div className="order-card-main">
        <GiftThumb thumbnail={gift.thumbnail} className="order-thumb" />
        <div className="order-card-text">
          <h3 className="order-name">{gift.title}</h3>
          <p className="order-meta">{t('order.gift.from', { name: maskName(gift.senderName) })}</p>
          <p className="order-meta">{time(gift.createTime)}</p>
          <p className="order-paid">
            <strong>
              {itemGift
                ? t('order.times', { n: gift.quantity })
                : paid(gift.quantity, gift.kind === 'points' ? 'points' : 'balance')}
            </strong>
          </p>
        </div>
      </div>
      <div className="order-actions">
        <ClaimButton item={item} flow={flow} />
        {itemGift ? (
          <>
            <Button size="small" color="primary" fill="outline" onClick={() => flow.run('sell', item)}>
              {t('order.action.sell')}
            </Button>
            <Button size="small" color="primary" fill="outline" onClick={() => flow.run('gift', item)}>
              {t('order.action.gift')}
            </Button>
          </>
        ) : null}
      </div>
    </article>
  );
}
