import type { ListKind } from '../../../api/orderKinds';

/** What can be sold back: an order of one of the listed kinds, or an unclaimed item gift. */
export type SellSource = ListKind | 'gift';

export const SELL_SOURCES: readonly SellSource[] = ['goods', 'treasure', 'crowd', 'gift'];

export const sellPath = (source: SellSource, id: number) => `/pages/order/sell?kind=${source}&id=${id}`;
/** The review page reads the order with the call of its kind (goods, treasure, crowd, auction). */
export const evaluatePath = (orderId: number, kind: string) =>
  `/pages/order/evaluate?id=${orderId}&kind=${kind}`;

export const ADDRESS_PATH = '/pages/my/address';
export const LOGISTICS_PATH = '/pages/my/logistics';
export const UNCLAIMED_PATH = '/pages/order/unclaimed';

export const parseSellSource = (raw: string | null): SellSource | null =>
  SELL_SOURCES.find((source) => source === raw) ?? null;
