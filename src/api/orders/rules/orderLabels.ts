import type { DrawState, ItemState, Order, OrderListQuery } from '../orders';

/**
 * The spec's order labels, plus Gifted (an item given away is no longer the user's) and Listed (put in the
 * user's bazaar shop by one-click listing: the shop holds it, docs/decisions/0034).
 */
export type OrderLabel =
  | 'toBeDrawn'
  | 'winning'
  | 'notWinning'
  | 'pendingShipment'
  | 'shipped'
  | 'unshipped'
  | 'unclaimed'
  | 'received'
  | 'recycled'
  | 'sold'
  | 'gifted'
  | 'listed';

const DRAW_LABEL: Record<DrawState, OrderLabel> = {
  pending: 'toBeDrawn',
  won: 'winning',
  lost: 'notWinning',
};

const ITEM_LABEL: Record<ItemState, OrderLabel> = {
  unclaimed: 'unclaimed',
  unshipped: 'unshipped',
  pendingShipment: 'pendingShipment',
  shipped: 'shipped',
  received: 'received',
  recycled: 'recycled',
  sold: 'sold',
  gifted: 'gifted',
  listed: 'listed',
};

/** What an order's tags say: the draw first (draw kinds), then what became of the item. */
export function labelsOf(order: Pick<Order, 'drawState' | 'itemState'>): OrderLabel[] {
  const labels: OrderLabel[] = [];
  if (order.drawState) labels.push(DRAW_LABEL[order.drawState]);
  if (order.itemState) labels.push(ITEM_LABEL[order.itemState]);
  return labels;
}

type StateFilter = Pick<OrderListQuery, 'drawState' | 'itemState'>;

/** The query each label filters by: the three draw labels by drawState, the rest by itemState. */
export const LABEL_FILTER: Record<OrderLabel, StateFilter> = {
  toBeDrawn: { drawState: 'pending' },
  winning: { drawState: 'won' },
  notWinning: { drawState: 'lost' },
  pendingShipment: { itemState: 'pendingShipment' },
  shipped: { itemState: 'shipped' },
  unshipped: { itemState: 'unshipped' },
  unclaimed: { itemState: 'unclaimed' },
  received: { itemState: 'received' },
  recycled: { itemState: 'recycled' },
  sold: { itemState: 'sold' },
  gifted: { itemState: 'gifted' },
  listed: { itemState: 'listed' },
};

/** What a user can do with an order's item in its state. */
export type OrderAction = 'claim' | 'ship' | 'sell' | 'gift' | 'evaluate' | 'logistics' | 'shop';

const ITEM_ACTIONS: Record<ItemState, OrderAction[]> = {
  unclaimed: ['claim'],
  unshipped: ['ship', 'sell', 'gift'],
  pendingShipment: ['logistics'],
  shipped: ['logistics'],
  received: ['evaluate', 'logistics'],
  recycled: [],
  sold: [],
  gifted: [],
  listed: ['shop'],
};

/** The actions that apply: a received order offers a review only until it has one. */
export function actionsOf(order: Pick<Order, 'itemState' | 'commented'>): OrderAction[] {
  if (!order.itemState) return [];
  const actions = ITEM_ACTIONS[order.itemState];
  return order.commented ? actions.filter((action) => action !== 'evaluate') : actions;
}
