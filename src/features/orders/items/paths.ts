import type { HeldSource } from '../../../api/orders/orders';
import type { OrderKind } from '../../../api/shared';
import { href } from '../../../lib/href';

/** What can be sold back: an order of any kind, or an unclaimed item gift. */
export type SellSource = HeldSource;

export const SELL_SOURCES: readonly SellSource[] = ['goods', 'treasure', 'crowd', 'auction', 'gift'];

export const sellPath = (source: SellSource, id: number) => href('/pages/order/sell', { kind: source, id });
/** The review page reads the order with the call of its kind (goods, treasure, crowd, auction). */
export const evaluatePath = (orderId: number, kind: OrderKind) =>
  href('/pages/order/evaluate', { id: orderId, kind });

export const ADDRESS_PATH = href('/pages/my/address');
export const LOGISTICS_PATH = href('/pages/my/logistics');
export const UNCLAIMED_PATH = href('/pages/order/unclaimed');
export const RECHARGE_PATH = href('/pages/my/recharge');
/** The bazaar shop, where a listed item is on sale. */
export const SHOP_PATH = href('/pages/bazaar/my');
export const marketOrderPath = (id?: number) => href('/pages/order/market', { id });

export const parseSellSource = (raw: string | null): SellSource | null =>
  SELL_SOURCES.find((source) => source === raw) ?? null;
