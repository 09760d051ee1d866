import { href } from '../../../lib/href';
import type { OrderKind } from '../../shared';
import type { OrderLabel } from './orderLabels';

/** Every order kind has its lists and details: mall goods, treasure-box draws, crowdfunding, auctions won. */
export type ListKind = OrderKind;

/** The kinds the order hub shows as tabs; auction orders have a page of their own, with the deposits. */
export type HubKind = Exclude<OrderKind, 'auction'>;

/** The hub's `?tab=` values, named after the per-kind routes. */
export type KindTab = 'direct' | 'draw' | 'invest';

/** The auction orders page's `?tab=`: the auctions won, and the deposits paid to bid. */
export type AuctionTab = 'won' | 'deposits';

interface KindConfig {
  /** where the kind's orders are listed, optionally filtered by one of its labels */
  listPath: (filter?: OrderLabel) => string;
  /** the page of one order of this kind */
  detailsPath: (id: number) => string;
  /** the label filters that can match an order of this kind: the spec's labels in its order, then Gifted */
  filters: readonly OrderLabel[];
  /** a draw decides the order (treasure, crowdfunding): it holds lottery numbers and a result */
  drawn: boolean;
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

export const HUB_TAB: Record<HubKind, KindTab> = { goods: 'direct', treasure: 'draw', crowd: 'invest' };

const hubPath = (tab: KindTab) => (filter?: OrderLabel) => href('/pages/order/list', { tab, filter });

/** The auction orders page on one of its tabs; the won tab takes a label filter. */
export const auctionOrdersPath = (tab?: AuctionTab, filter?: OrderLabel) =>
  href('/pages/order/auction', { tab: tab === 'won' ? undefined : tab, filter });

export const KINDS: Record<ListKind, KindConfig> = {
  goods: {
    listPath: hubPath('direct'),
    detailsPath: (id) => href('/pages/order/detailsBuy', { id }),
    // A mall order is never drawn and never waits to be claimed.
    filters: ITEM_FILTERS.filter((label) => label !== 'unclaimed'),
    drawn: false,
  },
  treasure: {
    listPath: hubPath('draw'),
    detailsPath: (id) => href('/pages/order/detailsLottery', { id }),
    filters: DRAW_FILTERS,
    drawn: true,
  },
  crowd: {
    listPath: hubPath('invest'),
    detailsPath: (id) => href('/pages/order/detailsTally', { id }),
    filters: DRAW_FILTERS,
    drawn: true,
  },
  auction: {
    listPath: (filter) => auctionOrdersPath('won', filter),
    detailsPath: (id) => href('/pages/order/auctionDetails', { id }),
    // A won lot waits to be claimed (paid); it cannot be listed on the bazaar, so never sold there.
    filters: ITEM_FILTERS.filter((label) => label !== 'sold' && label !== 'listed'),
    drawn: false,
  },
};

export const LIST_KINDS: readonly ListKind[] = ['goods', 'treasure', 'crowd', 'auction'];
export const HUB_KINDS: readonly HubKind[] = ['goods', 'treasure', 'crowd'];

export const kindOfTab = (raw: string | null): HubKind =>
  HUB_KINDS.find((kind) => HUB_TAB[kind] === raw) ?? 'goods';

/** `all` or one of the kind's filters. */
export const parseFilter = (kind: ListKind, raw: string | null): OrderLabel | 'all' =>
  KINDS[kind].filters.find((label) => label === raw) ?? 'all';

export const detailsPathOf = (kind: ListKind, id: number) => KINDS[kind].detailsPath(id);

export const ORDER_LIST_PATH = href('/pages/order/list');

/** Where a kind's orders are listed (the hub's tab, or the auction orders page), optionally filtered. */
export const orderListPath = (kind: ListKind, filter?: OrderLabel) => KINDS[kind].listPath(filter);
