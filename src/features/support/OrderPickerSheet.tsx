import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '../../api/orders/orders';
import { myOrderPages } from '../../api/account/profile';
import { href } from '../../lib/href';
import { BottomSheet } from '../../ui/layout/BottomSheet';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { SkeletonLine } from '../../ui/state/Skeletons';
import { StateBlock } from '../../ui/state/StateBlock';
import { OrderSummary } from './OrderSummary';
import './chatOrder.css';

/** Rows in the shape of an order while the first page loads: a picture and three lines. */
function OrderRowsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')}>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="chat-order-pick" aria-hidden>
          <span className="chat-order">
            <span className="skeleton chat-order-thumb chat-order-pick-skeleton-thumb" />
            <span className="chat-order-text">
              <SkeletonLine kind="short" />
              <SkeletonLine />
              <SkeletonLine kind="thin" />
            </span>
          </span>
        </div>
      ))}
    </div>
  );
}

interface OrderPickerSheetProps {
  visible: boolean;
  onClose: () => void;
  onPick: (order: Order) => void;
}

/** The user's orders of every kind, newest first, page by page: the one picked goes into the chat as a card. */
export function OrderPickerSheet({ visible, onClose, onPick }: OrderPickerSheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      label={t('message.order.title')}
      className="chat-order-picker"
    >
      <div className="sheet-body">
        <h2 className="sheet-title">{t('message.order.title')}</h2>
        <p className="chat-order-picker-note">{t('message.order.note')}</p>
        <InfiniteList<Order>
          query={myOrderPages()}
          itemKey={(order) => order.id}
          loading={<OrderRowsSkeleton />}
          empty={
            <StateBlock kind="empty" title={t('message.order.none')}>
              <Link to={href('/pages/index/index')} className="chat-order-picker-shop" onClick={onClose}>
                {t('message.order.shop')}
              </Link>
            </StateBlock>
          }
          renderItem={(order) => (
            <div className="chat-order-pick">
              <OrderSummary order={order} />
              <button
                type="button"
                className="chat-order-pick-send"
                aria-label={t('message.order.sendThis', { no: order.orderNo })}
                onClick={() => onPick(order)}
              >
                {t('message.order.send')}
              </button>
            </div>
          )}
        />
      </div>
    </BottomSheet>
  );
}
