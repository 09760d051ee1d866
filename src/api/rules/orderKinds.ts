import { href } from '../../lib/href';
import type { OrderKind } from '../shared';
import type { OrderLabel } from './orderLabels';

/** The order kinds the order pages list: mall goods, treasure-box draws and crowdfunding. */
export type ListKind = Extract<OrderKind, 'goods' | 'treasure' | 'crowd'>;

/** The hub's `?tab=` values, named after the per-kind routes. */
export type KindTab = 'direct' | 'draw' | 'invest';

interface KindConfig {
  tab: KindTab;
  /** the page of one order of this kind */
  detailsPath: (id: number) => string;
  /** the label filters that can match an order of this kind: the spec's labels in its order, then Gifted */
  filters: readonly OrderLabel[];
}

const ITEM_FILTERS: readonly OrderLabel[] = [
  'pendingShipment',
  'shipped',
  'unshipped',
  'unclaimed',
  'received',
  'recycled',
  'sold',
  'gifted',
  'listed',
];
const DRAW_FILTERS: readonly OrderLabel[] = ['toBeDrawn', 'winning', 'notWinning', ...ITEM_FILTERS];

export const KINDS: Record<ListKind, KindConfig> = {
  goods: {
    tab: 'direct',
    detailsPath: (id) => href('/pages/order/detailsBuy', { id }),
    // A mall order is never drawn and never waits to be claimed.
    filters: ITEM_FILTERS.filter((label) => label !== 'unclaimed'),
  },
  treasure: {
    tab: 'draw',
    detailsPath: (id) => href('/pages/order/detailsLottery', { id }),
    filters: DRAW_FILTERS,
  },
  crowd: {
    tab: 'invest',
    detailsPath: (id) => href('/pages/order/detailsTally', { id }),
    filters: DRAW_FILTERS,
  },
};

export const LIST_KINDS: readonly ListKind[] = ['goods', 'treasure', 'crowd'];

export const kindOfTab = (raw: string | null): ListKind =>
  LIST_KINDS.find((kind) => KINDS[kind].tab === raw) ?? 'goods';

export const isListKind = (kind: OrderKind): kind is ListKind => kind !== 'auction';

/** `all` or one of the kind's filters. */
export const parseFilter = (kind: ListKind, raw: string | null): OrderLabel | 'all' =>
  KINDS[kind].filters.find((label) => label === raw) ?? 'all';

export const detailsPathOf = (kind: ListKind, id: number) => KINDS[kind].detailsPath(id);

export const ORDER_LIST_PATH = href('/pages/order/list');

/** The order hub on a kind's tab, optionally filtered by one of its labels. */
export const orderListPath = (kind: ListKind, filter?: OrderLabel) =>
  href('/pages/order/list', { tab: KINDS[kind].tab, filter });
