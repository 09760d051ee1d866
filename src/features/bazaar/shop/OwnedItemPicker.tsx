import { useState } from 'react';
import { Image } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { orderPages, type Order } from '../../../api/orders/orders';
import { InfiniteList } from '../../../ui/state/InfiniteList';
import { Segmented } from '../../../ui/layout/Segmented';
import './bazaar.css';

/** Where an owned item comes from: a mall order, or a claimed draw or crowdfunding prize. */
export type OwnedKind = 'goods' | 'treasure' | 'crowd';

const KINDS: readonly OwnedKind[] = ['goods', 'treasure', 'crowd'];

export interface OwnedItem {
  kind: OwnedKind;
  order: Order;
}

/** The user's items not shipped yet (orders whose item is `unshipped`), one kind at a time, to pick one. */
export function OwnedItemPicker({ onPick }: { onPick: (item: OwnedItem) => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<OwnedKind>('goods');
  return (
    <>
      <Segmented
        label={t('bazaar.oneClick.from')}
        value={kind}
        options={KINDS.map((value) => ({ value, label: t(`bazaar.oneClick.kind.${value}`) }))}
        onChange={setKind}
      />
      <InfiniteList<Order>
        key={kind}
        className="owned-items"
        query={orderPages(kind, { itemState: 'unshipped' })}
        itemKey={(order) => order.id}
        emptyText={t('bazaar.oneClick.none')}
        renderItem={(order) => (
          <button type="button" className="owned-item" onClick={() => onPick({ kind, order })}>
            <Image src={order.thumbnail} alt="" fit="cover" className="owned-item-thumb" />
            <span className="owned-item-text">
              <span className="owned-item-name">{order.goodsName}</span>
              <span className="owned-item-meta">
                {t('bazaar.oneClick.count', { count: order.count })} · {order.orderNo}
              </span>
            </span>
          </button>
        )}
      />
    </>
  );
}
