import { Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { giftQuery } from '../../../api/messages/message';
import { orderDetailQuery } from '../../../api/orders/orders';
import { isItemGift, itemOfGift, itemOfOrder } from './heldItem';
import { ItemQueryView } from './ItemQueryView';
import { OrderLabels } from '../OrderLabels';
import { labelsOf } from '../../../api/orders/rules/orderLabels';
import type { ListKind } from '../../../api/orders/rules/orderKinds';
import type { SellSource } from './paths';
import { SellPanel } from './SellPanel';

/** What is sold back: one of the user's orders, or an unclaimed item gift. */
export function SellView({ source, id }: { source: SellSource; id: number }) {
  return source === 'gift' ? <SellGift id={id} /> : <SellOrder kind={source} id={id} />;
}

function SellOrder({ kind, id }: { kind: ListKind; id: number }) {
  const query = useQuery(orderDetailQuery(kind, id));
  return (
    <ItemQueryView query={query}>
      {(order) => (
        <SellPanel
          item={itemOfOrder({ ...order, kind })}
          price={order.recyclePrice}
          state={<OrderLabels labels={labelsOf(order)} />}
          sellable={order.itemState === 'unshipped'}
        />
      )}
    </ItemQueryView>
  );
}

const GIFT_STATE = { 0: 'unclaimed', 1: 'claimed', 2: 'recycled', 3: 'passedOn' } as const;

function SellGift({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery(giftQuery(id));
  return (
    <ItemQueryView query={query}>
      {(gift) => (
        <SellPanel
          item={itemOfGift(gift)}
          price={gift.recyclePrice}
          state={
            <span className="order-labels">
              <Tag color={gift.status === 0 ? 'warning' : 'default'} fill="outline">
                {t(`order.giftState.${GIFT_STATE[gift.status]}`)}
              </Tag>
            </span>
          }
          sellable={gift.status === 0 && isItemGift(gift)}
        />
      )}
    </ItemQueryView>
  );
}
