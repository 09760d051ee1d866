import { queryOptions } from '@tanstack/react-query';
import { getMyOrderList } from './profile';
import { profileKeys } from './profileKeys';
import type { Order } from '../orders/orders';
import { LABEL_FILTER, type OrderLabel } from '../orders/rules/orderLabels';
import type { OrderKind } from '../shared';

/** The labels "My orders" counts from the user's orders of every kind (Unclaimed adds the gifts waiting). */
export const ORDER_COUNT_LABELS = [
  'toBeDrawn',
  'unclaimed',
  'unshipped',
  'pendingShipment',
  'shipped',
] as const satisfies readonly OrderLabel[];

export type OrderCountLabel = (typeof ORDER_COUNT_LABELS)[number];

/** How many of the user's orders a label names, and the kind of the newest (its list opens on that tab). */
export interface OrderCount {
  total: number;
  newestKind: OrderKind | undefined;
}

export type OrderCounts = Record<OrderCountLabel, OrderCount>;

/** Up to this many orders are read in one call and counted here; a user with more gets a call per label. */
export const COUNTED_IN_ONE_CALL = 50;

const matches = (order: Order, label: OrderCountLabel): boolean => {
  const { drawState, itemState } = LABEL_FILTER[label];
  return (
    (drawState === undefined || order.drawState === drawState) &&
    (itemState === undefined || order.itemState === itemState)
  );
};

/** The counts of orders all read (newest first), as the server would count them with each label's filter. */
function countRows(orders: readonly Order[]): OrderCounts {
  const counts = {} as OrderCounts;
  for (const label of ORDER_COUNT_LABELS) {
    const named = orders.filter((order) => matches(order, label));
    counts[label] = { total: named.length, newestKind: named[0]?.kind };
  }
  return counts;
}

/**
 * The counts of Me's order shortcuts. Most users hold a few orders: one page of all of them is counted here,
 * one call where a call per label made five (each a request, and a render, on a phone). Past one page, each
 * label's total comes from the server (one row a page).
 */
async function countOrders(): Promise<OrderCounts> {
  const all = await getMyOrderList({ pageIndex: 1, pageSize: COUNTED_IN_ONE_CALL });
  if (all.list.length >= all.total) return countRows(all.list);
  const pages = await Promise.all(
    ORDER_COUNT_LABELS.map((label) => getMyOrderList({ pageIndex: 1, pageSize: 1, ...LABEL_FILTER[label] })),
  );
  const counts = {} as OrderCounts;
  ORDER_COUNT_LABELS.forEach((label, index) => {
    const page = pages[index];
    counts[label] = { total: page?.total ?? 0, newestKind: page?.list[0]?.kind };
  });
  return counts;
}

/** Under the user's orders' keys: whatever changes an order refreshes it. */
export const orderCountsQuery = () =>
  queryOptions({ queryKey: profileKeys.orderCounts(), queryFn: countOrders });
