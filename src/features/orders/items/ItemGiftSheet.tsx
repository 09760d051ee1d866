import { useTranslation } from 'react-i18next';
import { useGiveItem } from '../../../api/orders/orders';
import { receiverQuery } from '../../../api/account/account';
import { useGiftTrace } from '../../../api/orders/orderTraces';
import { GiftSheet, type GiftValues } from '../../gifts';
import { useTracedSend } from '../../../ui/money/useTracedSend';
import type { HeldItem } from './heldItem';
import { ItemLine } from './ItemLine';

interface ItemGiftSheetProps {
  item: HeldItem;
  visible: boolean;
  onClose: () => void;
}

/** The shared gift sheet for items: an order's (GiftGoods / GiftTreasure) or a received gift (GiftTransfer). */
export function ItemGiftSheet({ item, visible, onClose }: ItemGiftSheetProps) {
  const { t } = useTranslation();
  const give = useGiveItem(item);
  const traceGift = useGiftTrace();
  const send = useTracedSend<GiftValues, object>({
    send: async (values) => {
      await give.mutateAsync(values);
      return values;
    },
    // An order's items are gifted as its kind; a gift passed on keeps the kind it came as.
    trace: ({ receiverId, quantity }) =>
      traceGift({ receiverId, quantity, kind: item.source === 'gift' ? undefined : item.source }),
  });
  return (
    <GiftSheet
      visible={visible}
      onClose={onClose}
      subject={
        <ItemLine
          thumbnail={item.thumbnail}
          name={item.name}
          note={t('order.youHold', { amount: item.count })}
        />
      }
      quantity={{
        min: 1,
        max: item.count,
        decimals: 0,
        unit: (amount) => t(amount.eq(1) ? 'order.item' : 'order.items'),
      }}
      receiverQuery={receiverQuery}
      send={send}
    />
  );
}
