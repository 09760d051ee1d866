import { useQueryClient } from '@tanstack/react-query';
import { refreshMe } from './cache';
import { getOrderInfo, getOrderList } from './orders';
import { newRowsSince, type Trace } from './sendTrace';
import { afterBuy, type BuyRequest } from './treasure';

/* A module of its own: the store's pages (on the first screen) read treasure.ts, only the buy sheet this. */

/** A purchase as its result shows it: its order and, for an issue, the lottery numbers it holds. */
export interface Bought {
  orderId: number;
  orderNo: string;
  numbers: string[];
}

/**
 * The trace of a purchase whose answer was lost (no request id in the contract): an order of its kind, count
 * and payment (and goods) that was not among the newest before. Found, its numbers are read, and the user's
 * figures with what a purchase changes.
 */
export function useBuyTrace() {
  const queryClient = useQueryClient();
  return async ({ kind, id, count, payType }: BuyRequest): Promise<Trace<Bought>> => {
    const since = await newRowsSince((page) => getOrderList(kind, page));
    return async () => {
      const order = await since(
        (row) => row.count === count && row.payType === payType && (kind !== 'goods' || row.goodsId === id),
      );
      if (!order) return null;
      const { numbers } = await getOrderInfo(kind, order.id);
      await refreshMe(queryClient);
      afterBuy(queryClient);
      return { orderId: order.id, orderNo: order.orderNo, numbers };
    };
  };
}
