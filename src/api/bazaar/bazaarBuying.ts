import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMe, type UserInfo } from '../account/account';
import { refreshMe } from '../cache';
import {
  getBazaarOrders,
  listingQuery,
  refreshBazaar,
  usePayBazaarOrder,
  usePlaceBazaarOrder,
  type BazaarOrder,
  type PlaceOrderRequest,
} from '../goods/goods';
import { newRowsSince, type Trace } from '../sendTrace';

/** Paid, or gone on since (shipped, completed): not unpaid, not cancelled. */
const PAID = new Set<BazaarOrder['status']>([1, 2, 3]);

/**
 * Traces of the bazaar's Goods/buy whose answer was lost (issue 32, decision 0043): neither step carries a
 * request id, so the buyer's orders say whether one went through. Found, what the answer would have changed is
 * read again.
 */
export function useBazaarOrderTraces() {
  const queryClient = useQueryClient();
  return {
    /** Placing: a buyer order of that listing and quantity that was not there before. */
    placed: async ({ id, quantity }: PlaceOrderRequest): Promise<Trace<BazaarOrder>> => {
      const since = await newRowsSince(({ pageIndex, pageSize }) =>
        getBazaarOrders({ role: 'buyer', listing_id: id, page: pageIndex, pageSize }),
      );
      return async () => {
        const order = await since((o) => o.quantity === quantity);
        if (order) refreshBazaar(queryClient);
        return order;
      };
    },
    /** Paying: the order, read again, is paid. */
    paid:
      (orderId: number): Trace<BazaarOrder> =>
      async () => {
        const [order] = (await getBazaarOrders({ role: 'buyer', id: orderId, page: 1, pageSize: 1 })).list;
        if (!order || !PAID.has(order.status)) return null;
        await refreshMe(queryClient);
        refreshBazaar(queryClient);
        return order;
      },
  };
}

/** What buying a listing reads of the signed-in user before it calls (docs/api.md §1: no branch on refusals). */
export type BazaarBuyer = Pick<UserInfo, 'uid' | 'hasApprove' | 'balance' | 'qcBalance'> & {
  hasPayPassword: boolean;
};

const buyerOf = ({ uid, hasApprove, balance, qcBalance, hasPayPassword }: UserInfo): BazaarBuyer => ({
  uid,
  hasApprove,
  balance,
  qcBalance,
  hasPayPassword: hasPayPassword === true,
});

/**
 * A listing's page (`/pages/cart/details` and `/pages/bazaar/qcDetails`, one screen in ui/market): the
 * listing, the buyer (null for a guest), the two buying steps and their traces. No id: nothing is asked.
 */
export function useListingPurchase(id: number | null) {
  const listing = useQuery({ ...listingQuery(id ?? 0), enabled: id !== null });
  const buyer = useMe(buyerOf).data ?? null;
  const place = usePlaceBazaarOrder();
  const pay = usePayBazaarOrder();
  const traces = useBazaarOrderTraces();
  return {
    listing,
    buyer,
    place: (quantity: number) => place.mutateAsync({ id: id ?? 0, quantity }),
    pay: (orderId: number, password: string) =>
      pay.mutateAsync({ order_id: orderId, pay_password: password }),
    tracePlace: (quantity: number) => traces.placed({ id: id ?? 0, quantity }),
    tracePay: traces.paid,
  };
}
