import { useQueryClient } from '@tanstack/react-query';
import { money, type MoneyLike } from '../../lib/money';
import { refreshMe } from '../cache';
import { getGiftsList, type Gift, type GiftKind } from '../messages/message';
import { ordersByKind, refreshHoldings, type HeldRef } from './orders';
import { rowsPageByPage } from '../paging';
import { newRowsSince, type Trace } from '../sendTrace';

/**
 * Traces of the UserOrders sends whose answer was lost (issue 32, decision 0043): none of them carries a request
 * id, so what the server holds now says whether one went through. Found, the user's figures and holdings are
 * read again, as after an answer.
 */

/** A received gift, wherever it is in the gift box; null when it is not there. */
async function receivedGift(id: number): Promise<Gift | null> {
  for await (const gifts of rowsPageByPage((page) => getGiftsList({ ...page, direction: 'received' }))) {
    const gift = gifts.find((g) => g.id === id);
    if (gift) return gift;
  }
  return null;
}

/** What became of a held item: claimed (no longer waiting to be claimed) or sold back, read again. */
const heldState = {
  claimed: async ({ source, id }: HeldRef) =>
    source === 'gift'
      ? (await receivedGift(id))?.status === 1
      : (await ordersByKind[source].info(id)).itemState !== 'unclaimed',
  sold: async ({ source, id }: HeldRef) =>
    source === 'gift'
      ? (await receivedGift(id))?.status === 2
      : (await ordersByKind[source].info(id)).itemState === 'recycled',
};

/** Reads whether a claim (`claimed`) or a sale back (`sold`) of a held item is on the server: the item, or null. */
export function useHeldTrace(became: keyof typeof heldState) {
  const queryClient = useQueryClient();
  return <Item extends HeldRef>(item: Item): Trace<Item> =>
    async () => {
      if (!(await heldState[became](item))) return null;
      await refreshMe(queryClient);
      refreshHoldings(queryClient);
      return item;
    };
}

export interface SentGift {
  receiverId: number;
  quantity: MoneyLike;
  /** money gifts: the asset; item gifts of an order: its kind (a gift passed on keeps its own) */
  kind?: GiftKind;
}

/** A gift (money, items, a gift passed on): one sent to that receiver, of that quantity, not there before. */
export function useGiftTrace() {
  const queryClient = useQueryClient();
  return async ({ receiverId, quantity, kind }: SentGift): Promise<Trace<Gift>> => {
    const since = await newRowsSince((page) => getGiftsList({ ...page, direction: 'sent' }));
    return async () => {
      const gift = await since(
        (g) =>
          g.receiverId === receiverId &&
          money(g.quantity).eq(money(quantity)) &&
          (kind === undefined || g.kind === kind),
      );
      if (!gift) return null;
      await refreshMe(queryClient);
      refreshHoldings(queryClient);
      return gift;
    };
  };
}
