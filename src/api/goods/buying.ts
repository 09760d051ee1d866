import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidate, patchMe, refreshMe } from '../cache';
import { orderKeys } from '../orders/orderKeys';
import { profileKeys } from '../account/profileKeys';
import { ordersByKind } from '../orders/orders';
import { newRowsSince, type Trace } from '../sendTrace';
import {
  buyCrowd,
  buyGoods,
  buyTreasure,
  treasureKeys,
  type BuyRequest,
  type Purchase,
} from '../draws/treasure';

/* Buying, in a module of its own: the store's pages (on the first screen) read treasure.ts, only the buy sheet
   this. */

function buy({ kind, id, count, payType }: BuyRequest): Promise<Purchase & { numbers?: string[] }> {
  if (kind === 'goods') return buyGoods({ goodsId: id, count, payType });
  const body = { id, count, payType };
  return kind === 'crowd' ? buyCrowd(body) : buyTreasure(body);
}

/** Products, stock, orders and the ledger change with a purchase. */
const afterBuy = (queryClient: QueryClient) =>
  invalidate(queryClient, treasureKeys.all, orderKeys.all, profileKeys.ordersAll(), profileKeys.ledgerAll());

/** The answer holds the user's new balance and points; the rest is read again. */
export function useBuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buy,
    onSuccess: ({ balance, integral }) => {
      patchMe(queryClient, { balance, integral });
      afterBuy(queryClient);
    },
  });
}

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
    const since = await newRowsSince((page) => ordersByKind[kind].list(page));
    return async () => {
      const order = await since(
        (row) => row.count === count && row.payType === payType && (kind !== 'goods' || row.goodsId === id),
      );
      if (!order) return null;
      const { numbers } = await ordersByKind[kind].info(order.id);
      await refreshMe(queryClient);
      afterBuy(queryClient);
      return { orderId: order.id, orderNo: order.orderNo, numbers };
    };
  };
}
