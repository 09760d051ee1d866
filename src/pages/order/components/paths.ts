import type { ListKind } from '../../../api/rules/orderKinds';
import type { OrderKind } from '../../../api/shared';
import { href } from '../../../lib/href';

/** What can be sold back: an order of one of the listed kinds, or an unclaimed item gift. */
export type SellSource = ListKind | 'gift';

export const SELL_SOURCES: readonly SellSource[] = ['goods', 'treasure', 'crowd', 'gift'];

export const sellPath = (source: SellSource, id: number) => href('/pages/order/sell', { kind: source, id });
/** The review page reads the order with the call of its kind (goods, treasure, crowd, auction). */
export const evaluatePath = (orderId: number, kind: OrderKind) =>
  href('/pages/order/evaluate', { id: orderId, kind });

export const ADDRESS_PATH = href('/pages/my/address');
export const LOGISTICS_PATH = href('/pages/my/logistics');
export const UNCLAIMED_PATH = href('/pages/order/unclaimed');
/** The bazaar shop, where a listed item is on sale. */
export const SHOP_PATH = href('/pages/bazaar/my');
export const marketOrderPath = (id?: number) => href('/pages/order/market', { id });

export const parseSellSource = (raw: string | null): SellSource | null =>
  SELL_SOURCES.find((source) => source === raw) ?? null;
