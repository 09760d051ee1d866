import type { ReactNode } from 'react';
import { Badge } from 'antd-mobile';
import {
  ClockCircleOutline,
  GiftOutline,
  RightOutline,
  ShopbagOutline,
  TruckOutline,
} from 'antd-mobile-icons';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { myOrdersQuery } from '../../../api/profile';
import type { Order } from '../../../api/orders';
import type { Page } from '../../../api/types';
import { isListKind, KINDS, LIST_KINDS, ORDER_LIST_PATH, orderListPath } from '../../../api/rules/orderKinds';
import { LABEL_FILTER, type OrderLabel } from '../../../api/rules/orderLabels';
import { useIsLoggedIn } from '../../../stores/session';

type Shortcut = Extract<OrderLabel, 'toBeDrawn' | 'unclaimed' | 'pendingShipment' | 'shipped'>;

const SHORTCUTS: readonly { label: Shortcut; icon: ReactNode }[] = [
  { label: 'toBeDrawn', icon: <ClockCircleOutline /> },
  { label: 'unclaimed', icon: <GiftOutline /> },
  { label: 'pendingShipment', icon: <ShopbagOutline /> },
  { label: 'shipped', icon: <TruckOutline /> },
];

/**
 * The order list that shows a label's orders: the tab of the newest such order (the count spans every kind,
 * the list shows one), else the first kind the label can apply to.
 */
function shortcutPath(label: OrderLabel, page: Page<Order> | undefined): string {
  const newest = page?.list[0]?.kind;
  const kind =
    newest && isListKind(newest) && KINDS[newest].filters.includes(label)
      ? newest
      : LIST_KINDS.find((candidate) => KINDS[candidate].filters.includes(label));
  return kind ? orderListPath(kind, label) : ORDER_LIST_PATH;
}

interface MyOrdersCardProps {
  /** opens a page, asking a guest to sign in first */
  open: (path: string) => void;
}

/** "My orders" with the counts that want attention; each count opens the order list on its tab and filter. */
export function MyOrdersCard({ open }: MyOrdersCardProps) {
  const { t } = useTranslation();
  const signedIn = useIsLoggedIn();
  // Only the totals matter: one row a page.
  const counts = useQueries({
    queries: SHORTCUTS.map(({ label }) => ({
      ...myOrdersQuery({ pageIndex: 1, pageSize: 1, ...LABEL_FILTER[label] }),
      enabled: signedIn,
    })),
  });

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
        {SHORTCUTS.map(({ label, icon }, index) => {
          const page = signedIn ? counts[index]?.data : undefined;
          const total = page?.total ?? 0;
          return (
            <button
              key={label}
              type="button"
              className="my-orders-item"
              aria-label={total ? t('my.orderCount', { label: t(`my.order.${label}`), total }) : undefined}
              onClick={() => open(shortcutPath(label, page))}
            >
              <Badge content={total ? (total > 99 ? '99+' : total) : null}>
                <span className="my-orders-icon" aria-hidden>
                  {icon}
                </span>
              </Badge>
              <span>{t(`my.order.${label}`)}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
