import type { ReactNode } from 'react';
import { Badge } from 'antd-mobile';
import {
  ClockCircleOutline,
  GiftOutline,
  ReceiptOutline,
  RightOutline,
  SendOutline,
  ShopbagOutline,
  TruckOutline,
} from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unclaimedGiftsQuery } from '../../api/orders/orders';
import type { OrderKind } from '../../api/shared';
import {
  auctionOrdersPath,
  KINDS,
  LIST_KINDS,
  ORDER_LIST_PATH,
  orderListPath,
} from '../../api/orders/rules/orderKinds';
import type { OrderLabel } from '../../api/orders/rules/orderLabels';
import { orderCountsQuery, type OrderCountLabel } from '../../api/account/orderCounts';
import { href } from '../../lib/href';
import { LineIcon } from '../../ui/display/LineIcon';
import { useIsLoggedIn } from '../../stores/session';

const SHORTCUTS: readonly { label: OrderCountLabel; icon: ReactNode }[] = [
  { label: 'toBeDrawn', icon: <ClockCircleOutline /> },
  { label: 'unclaimed', icon: <GiftOutline /> },
  { label: 'unshipped', icon: <ShopbagOutline /> },
  { label: 'pendingShipment', icon: <SendOutline /> },
  { label: 'shipped', icon: <TruckOutline /> },
];
const UNCLAIMED_PATH = href('/pages/order/unclaimed');
const MARKET_ORDERS_PATH = href('/pages/order/market');
const AUCTION_ORDERS_PATH = auctionOrdersPath();

/**
 * The order list that shows a label's orders: the list of the newest such order's kind (the count spans
 * every kind, the list shows one), else the first kind the label can apply to.
 */
function shortcutPath(label: OrderLabel, newest: OrderKind | undefined): string {
  const kind =
    newest && KINDS[newest].filters.includes(label)
      ? newest
      : LIST_KINDS.find((candidate) => KINDS[candidate].filters.includes(label));
  return kind ? orderListPath(kind, label) : ORDER_LIST_PATH;
}

interface MyOrdersCardProps {
  /** opens a page, asking a guest to sign in first */
  open: (path: string) => void;
}

/**
 * "My orders" with the counts that want attention. Each opens the order list on its tab and filter; Unclaimed
 * opens the unclaimed page, and counts every prize and gift waiting there. Under them, what the user bought in
 * the market and won at auction (lists of their own).
 */
export function MyOrdersCard({ open }: MyOrdersCardProps) {
  const { t } = useTranslation();
  const signedIn = useIsLoggedIn();
  const counts = useQuery({ ...orderCountsQuery(), enabled: signedIn });
  const gifts = useQuery({ ...unclaimedGiftsQuery(), enabled: signedIn });
  // A signed-out user sees no counts, even while the cache still holds the last user's.
  const target = (label: OrderCountLabel): { total: number; path: string } => {
    const count = signedIn ? counts.data?.[label] : undefined;
    // Unclaimed opens the unclaimed page, which lists the gifts waiting beside the won prizes.
    if (label === 'unclaimed')
      return { total: (count?.total ?? 0) + ((signedIn && gifts.data) || 0), path: UNCLAIMED_PATH };
    return { total: count?.total ?? 0, path: shortcutPath(label, count?.newestKind) };
  };

  return (
    <section className="my-orders" aria-labelledby="my-orders-title">
      <header className="my-orders-head">
        <h2 id="my-orders-title">{t('my.orders')}</h2>
        <button type="button" className="my-orders-all" onClick={() => open(ORDER_LIST_PATH)}>
          {t('my.allOrders')}
          <RightOutline />
        </button>
      </header>
      <div className="my-orders-grid">
        {SHORTCUTS.map(({ label, icon }) => {
          const { total, path } = target(label);
          const name = t(`my.order.${label}`);
          // The name starts with the words on screen, then says the count the badge shows.
          const counted = total
            ? t(label === 'unclaimed' ? 'my.waitingCount' : 'my.orderCount', { label: name, total })
            : null;
          return (
            <button
              key={label}
              type="button"
              className="my-orders-item"
              data-lines="2"
              onClick={() => open(path)}
            >
              <Badge content={total ? (total > 99 ? '99+' : total) : null} aria-hidden>
                <span className="my-orders-icon" aria-hidden>
                  {icon}
                </span>
              </Badge>
              <span aria-hidden={counted ? true : undefined}>{name}</span>
              {counted ? <span className="visually-hidden">{counted}</span> : null}
            </button>
          );
        })}
      </div>
      <button type="button" className="my-orders-market" onClick={() => open(MARKET_ORDERS_PATH)}>
        <ReceiptOutline aria-hidden />
        <span>{t('my.marketOrders')}</span>
        <RightOutline aria-hidden />
      </button>
      <button type="button" className="my-orders-market" onClick={() => open(AUCTION_ORDERS_PATH)}>
        <LineIcon name="trophy" />
        <span>{t('my.auctionOrders')}</span>
        <RightOutline aria-hidden />
      </button>
    </section>
  );
}
