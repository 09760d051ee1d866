import { useState } from 'react';
import { Button } from 'antd-mobile';
import { GiftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { receiverQuery, useMe } from '../../api/account/account';
import { useGiftMoney } from '../../api/orders/orders';
import type { Asset } from '../../api/shared';
import { money } from '../../lib/money';
import { useGiftTrace } from '../../api/orders/orderTraces';
import { GiftSheet, type GiftQuantityConfig, type GiftValues } from '../gifts';
import { useTracedSend } from '../../ui/money/useTracedSend';
import { useFormat } from '../../ui/hooks/useFormat';
import './transfer.css';

/** Balance goes to the cent, points whole (docs/api.md GiftMoney). */
const STEP: Record<Asset, Pick<GiftQuantityConfig, 'min' | 'decimals'>> = {
  balance: { min: 0.01, decimals: 2 },
  points: { min: 1, decimals: 0 },
};

/** Gifting balance or points to a user by id, through the shared gift sheet (strings: areas `money`, `gift`). */
export function MoneyGiftEntry() {
  const { t } = useTranslation();
  const text = useFormat();
  const [open, setOpen] = useState(false);
  const [asset, setAsset] = useState<Asset>('balance');
  const held = money(useMe((me) => (asset === 'points' ? me.integral : me.balance)).data ?? 0);
  const gift = useGiftMoney();
  const traceGift = useGiftTrace();
  const send = useTracedSend<GiftValues, object>({
    send: (values) => gift.mutateAsync({ ...values, asset }),
    trace: ({ receiverId, quantity }) => traceGift({ receiverId, quantity, kind: asset }),
  });
  const quantity: GiftQuantityConfig = {
    ...STEP[asset],
    max: held,
    unit: text.unitName(asset),
    show: (value) => text.amount(value, asset),
  };

  const choose = (next: Asset) => {
    setAsset(next);
    setOpen(true);
  };

  return (
    <section className="card transfer-gift" aria-label={t('money.giftTitle')}>
      <h2 className="money-heading">
        <GiftOutline /> {t('money.giftTitle')}
      </h2>
      <p className="money-note">{t('money.giftText')}</p>
      <div className="transfer-gift-actions">
        {/* The heading says "gift"; the buttons name what, so they fit side by side in every language. */}
        <Button
          color="primary"
          fill="outline"
          aria-label={t('money.giftBalance')}
          onClick={() => choose('balance')}
        >
          {text.unitName('balance')}
        </Button>
        <Button
          color="primary"
          fill="outline"
          aria-label={t('money.giftPoints')}
          onClick={() => choose('points')}
        >
          {text.unitName('points')}
        </Button>
      </div>
      <GiftSheet
        key={asset}
        visible={open}
        onClose={() => setOpen(false)}
        subject={
          <p className="transfer-gift-subject">{t('money.youHold', { amount: text.amount(held, asset) })}</p>
        }
        quantity={quantity}
        receiverQuery={receiverQuery}
        send={send}
      />
    </section>
  );
}
