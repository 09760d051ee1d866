import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { call } from '../client';
import * as endpoints from '../endpoints';
import { profileKeys } from './profileKeys';
import type { MyOrderQuery } from './profileTypes';
import { Order } from '../orders/orderTypes';
import { LABEL_FILTER, labelsOf, type OrderLabel } from '../orders/rules/orderLabels';
import { listOf } from '../schemas';
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

/** What counting reads of an order (GetMyOrderList's rows): its kind and the states its labels come from. */
const CountedOrder = v.object({
  kind: Order.entries.kind,
  drawState: Order.entries.drawState,
  itemState: Order.entries.itemState,
});
type CountedOrder = v.InferOutput<typeof CountedOrder>;
/**
 * An order of a kind or a state the app does not know is dropped from the page counted here (production; decision
 * 0096); past one page, the server's totals count it.
 */
const CountedOrders = v.object({ list: listOf(CountedOrder, 'list'), total: v.number() });

const countedOrders = (query: MyOrderQuery) =>
  call(endpoints.Profile.GetMyOrderList, { ...query }, { answer: CountedOrders });

/** A label's count from its orders (newest first), of which `total` there are in all. */
const countOf = (named: readonly CountedOrder[], total = named.length): OrderCount => ({
  total,
  newestKind: named[0]?.kind,
});

const byLabel = (count: (label: OrderCountLabel, index: number) => OrderCount): OrderCounts =>
  Object.fromEntries(ORDER_COUNT_LABELS.map((label, index) => [label, count(label, index)])) as OrderCounts;

/**
 * The counts of Me's order shortcuts. Most users hold a few orders: one page of all of them is counted here by
 * each order's labels (as the server filters a label), one call where a call per label made five (each a
 * request, and a render, on a phone). Past one page, each label's total comes from the server (one row a page).
 */
async function countOrders(): Promise<OrderCounts> {
  const all = await countedOrders({ pageIndex: 1, pageSize: COUNTED_IN_ONE_CALL });
  // One page holds them all (less the rows production left out: decision 0096): counted here.
  if (all.total <= COUNTED_IN_ONE_CALL)
    return byLabel((label) => countOf(all.list.filter((order) => labelsOf(order).includes(label))));
  const pages = await Promise.all(
    ORDER_COUNT_LABELS.map((label) => countedOrders({ pageIndex: 1, pageSize: 1, ...LABEL_FILTER[label] })),
  );
  return byLabel((_, index) => countOf(pages[index]?.list ?? [], pages[index]?.total ?? 0));
}

/** Under the user's orders' keys: whatever changes an order refreshes it. */
export const orderCountsQuery = () =>
  queryOptions({ queryKey: profileKeys.orderCounts(), queryFn: countOrders });
