import type { OrderLabel } from '../../api/orders/rules/orderLabels';

/**
 * The order filters by stage (docs/decisions/0021-order-filters.md): how the draw went, what waits for the
 * user (claim a prize; ship, sell or give an item), delivery, and items that left the user. Each label is in
 * one group.
 */
export type FilterGroup = 'draw' | 'toDo' | 'delivery' | 'closed';

const GROUPS: Record<FilterGroup, readonly OrderLabel[]> = {
  draw: ['toBeDrawn', 'winning', 'notWinning'],
  toDo: ['unclaimed', 'unshipped'],
  delivery: ['pendingShipment', 'shipped', 'received'],
  closed: ['recycled', 'sold', 'gifted', 'listed'],
};

const ORDER: readonly FilterGroup[] = ['draw', 'toDo', 'delivery', 'closed'];

export interface GroupOfFilters {
  group: FilterGroup;
  /** the labels of the group that the list can filter by, in the group's order */
  labels: readonly OrderLabel[];
}

/** A kind's filters by group, in the stages' order; groups with none of them left out. */
export const groupFilters = (filters: readonly OrderLabel[]): GroupOfFilters[] =>
  ORDER.map((group) => ({ group, labels: GROUPS[group].filter((label) => filters.includes(label)) })).filter(
    ({ labels }) => labels.length > 0,
  );

export const groupOf = (label: OrderLabel): FilterGroup | undefined =>
  ORDER.find((group) => GROUPS[group].includes(label));
