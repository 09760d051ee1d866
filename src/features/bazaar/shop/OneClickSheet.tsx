import { useState } from 'react';
import { Image } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useOneClickListing, type BazaarCurrency } from '../../../api/goods/goods';
import { toWire } from '../../../lib/money';
import { AmountField } from '../../../ui/form/AmountField';
import { BottomSheet } from '../../../ui/layout/BottomSheet';
import { SendButton } from '../../../ui/money/SendButton';
import { toast } from '../../../ui/state/toast';
import { useAmountField } from '../../../ui/form/useAmountField';
import { NOT_SENT } from '../../../ui/money/useSendGuard';
import { CurrencyChoice } from './CurrencyChoice';
import { OwnedItemPicker, type OwnedItem } from './OwnedItemPicker';
import './bazaar.css';
import './OneClickSheet.css';

interface OneClickSheetProps {
  visible: boolean;
  onClose: () => void;
}

/**
 * One-click listing: pick an item the user owns and has not shipped, set a price and a currency, and it is
 * on sale at once with the order's count as stock (the order then shows "In your shop").
 */
export function OneClickSheet({ visible, onClose }: OneClickSheetProps) {
  const { t } = useTranslation();
  const [item, setItem] = useState<OwnedItem | null>(null);
  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      afterClose={() => setItem(null)}
      label={t('bazaar.oneClick.title')}
    >
      <div className="sheet-body shop-one-click">
        <h2 className="sheet-title">{t('bazaar.oneClick.title')}</h2>
        {item ? (
          <PriceStep item={item} onBack={() => setItem(null)} onDone={onClose} />
        ) : (
          <>
            <p className="bazaar-hint">{t('bazaar.oneClick.pick')}</p>
            <OwnedItemPicker onPick={setItem} />
          </>
        )}
      </div>
    </BottomSheet>
  );
}

function PriceStep({ item, onBack, onDone }: { item: OwnedItem; onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const price = useAmountField({ decimals: 2 });
  const [currency, setCurrency] = useState<BazaarCurrency>('balance');
  const list = useOneClickListing();
  const { order } = item;
  return (
    <>
      <div className="owned-item is-chosen">
        <Image src={order.thumbnail} alt="" fit="cover" className="owned-item-thumb" />
        <span className="owned-item-text">
          <span className="owned-item-name">{order.goodsName}</span>
          <span className="owned-item-meta">{t('bazaar.oneClick.stock', { count: order.count })}</span>
        </span>
        <button type="button" className="bazaar-text-button" onClick={onBack}>
          {t('bazaar.oneClick.change')}
        </button>
      </div>
      <AmountField {...price.field} label={t('bazaar.release.price')} unit={currency} placeholder="0.00" />
      <CurrencyChoice value={currency} onChange={setCurrency} />
      <SendButton
        block
        color="primary"
        shape="rounded"
        className="bazaar-sheet-send"
        onSend={async () => {
          const amount = price.check();
          if (!amount) return NOT_SENT;
          await list.mutateAsync({
            order_id: order.id,
            order_kind: item.kind,
            price: toWire(amount),
            currency,
          });
          toast(t('bazaar.oneClick.done'), 'success');
          onDone();
        }}
      >
        {t('bazaar.oneClick.send')}
      </SendButton>
    </>
  );
}
