import { useTranslation } from 'react-i18next';
import { useGiveItem } from '../../../api/orders';
import { receiverQuery } from '../../../api/account';
import { GiftSheet } from '../../../ui/GiftSheet';
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
      onSend={(values) => give.mutateAsync(values)}
    />
  );
}
