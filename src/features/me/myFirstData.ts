import { firstQuery, type FirstQuery } from '../../api/cache';
import { checkInQuery, myOrdersQuery } from '../../api/account/profile';
import { unclaimedCountQuery } from '../../api/orders/orders';
import { LABEL_FILTER, type OrderLabel } from '../../api/orders/rules/orderLabels';

/** The labels "My orders" counts from the user's orders of every kind (Unclaimed counts its page instead). */
export const ORDER_COUNT_LABELS = [
  'toBeDrawn',
  'unshipped',
  'pendingShipment',
  'shipped',
] as const satisfies readonly OrderLabel[];

export type OrderCountLabel = (typeof ORDER_COUNT_LABELS)[number];

/** How many of the user's orders a label names: only the total matters, so one row a page. */
export const orderCountQuery = (label: OrderCountLabel) =>
  myOrdersQuery({ pageIndex: 1, pageSize: 1, ...LABEL_FILTER[label] });

/**
 * What Me's cards show a signed-in user, asked for by boot (src/app/firstScreens.ts, with the profile): the
 * check-in state and the orders card's counts, so that the first render has them all (answered one by one
 * after it, each answer was a render and a layout of its own; decision 0088).
 */
export const myCardsFirstData = (): FirstQuery[] => [
  firstQuery(checkInQuery()),
  ...ORDER_COUNT_LABELS.map((label) => firstQuery(orderCountQuery(label))),
  firstQuery(unclaimedCountQuery()),
];
