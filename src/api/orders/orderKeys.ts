import type { OrderListQuery, ShipmentListQuery, ShippingState } from './orderTypes';
import type { OrderKind } from '../shared';

/** A paged order list's filter: the list query without its paging. */
export type OrderFilter = Omit<OrderListQuery, 'pageIndex' | 'pageSize'>;

/** The order group's query keys, in a module of their own (see profileKeys.ts). */
export const orderKeys = {
  all: ['orders'] as const,
  list: (kind: OrderKind, query: OrderListQuery) => [...orderKeys.all, kind, 'list', query] as const,
  /** a paged list read page by page (infinite scroll); the filter without paging */
  infinite: (kind: OrderKind, filter: OrderFilter) => [...orderKeys.all, kind, 'infinite', filter] as const,
  unclaimedPrizes: () => [...orderKeys.all, 'unclaimedPrizes'] as const,
  /** the received gifts waiting to be claimed: under `all`, so every claim, sale or gift refreshes it */
  unclaimedGifts: () => [...orderKeys.all, 'unclaimedGifts'] as const,
  detail: (kind: OrderKind, id: number) => [...orderKeys.all, kind, 'detail', id] as const,
  shipmentsAll: () => [...orderKeys.all, 'shipments'] as const,
  shipments: (query: ShipmentListQuery) => [...orderKeys.shipmentsAll(), query] as const,
  shipmentPages: (status: ShippingState | undefined) =>
    [...orderKeys.shipmentsAll(), 'pages', status ?? 'all'] as const,
};
