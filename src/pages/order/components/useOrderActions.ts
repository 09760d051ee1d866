import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageKeys } from '../../../api/message';
import {
  claimGift,
  claimReward,
  forwardGift,
  giftGoods,
  giftTreasure,
  orderKeys,
  requestShipping,
  sellGift,
  sellGoods,
  sellTreasure,
  type GiftItemRequest,
  type SaleResult,
} from '../../../api/orders';
import type { Balances } from '../../../api/shared';
import { useSession } from '../../../stores/session';
import { toast } from '../../../ui/toast';
import type { HeldItem } from './heldItem';
import type { SellSource } from './paths';

/** Orders and the gift box both change when an item moves: both are fetched again. */
function useRefreshHoldings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      queryClient.invalidateQueries({ queryKey: messageKeys.all }),
    ]);
}

/** The session's copy of the user's money takes the server's figures. */
function keepBalances(update: Partial<Balances>) {
  const session = useSession.getState();
  session.setUserInfo({ ...session.userInfo, ...update });
}

/**
 * Claims a won prize or a received gift, once. Answers what is then in the user's hands: the prize's own
 * order, the mall order an item gift became, or null for balance or points (credited at once).
 */
export function useClaim() {
  const { t } = useTranslation();
  const refresh = useRefreshHoldings();
  return useMutation({
    mutationFn: async (item: HeldItem): Promise<HeldItem | null> => {
      if (item.source !== 'gift') {
        await claimReward(item.id);
        return item;
      }
      const { balance, integral, orderId } = await claimGift({ id: item.id });
      keepBalances({ balance, integral });
      return orderId === null ? null : { ...item, source: 'goods', id: orderId };
    },
    onSuccess: () => {
      toast(t('order.claim.done'), 'success');
      void refresh();
    },
  });
}

export function useShip() {
  const { t } = useTranslation();
  const refresh = useRefreshHoldings();
  return useMutation({
    mutationFn: (orderId: number) => requestShipping(orderId),
    onSuccess: () => {
      toast(t('order.ship.done'), 'success');
      void refresh();
    },
  });
}

const SELL: Record<SellSource, (id: number) => Promise<SaleResult>> = {
  goods: sellGoods,
  treasure: sellTreasure,
  crowd: sellTreasure,
  gift: (id) => sellGift({ id }),
};

export function useSell(source: SellSource) {
  const refresh = useRefreshHoldings();
  return useMutation({
    mutationFn: (id: number) => SELL[source](id),
    onSuccess: ({ balance }) => {
      keepBalances({ balance });
      void refresh();
    },
  });
}

const GIVE: Record<SellSource, (body: GiftItemRequest) => Promise<null>> = {
  goods: giftGoods,
  treasure: giftTreasure,
  crowd: giftTreasure,
  gift: forwardGift,
};

/** Gives (part of) an item away; the sheet that calls it confirms first and says it is sent. */
export function useGiveItem(item: HeldItem) {
  const refresh = useRefreshHoldings();
  return useMutation({
    mutationFn: (body: Omit<GiftItemRequest, 'id'>) => GIVE[item.source]({ ...body, id: item.id }),
    onSuccess: () => void refresh(),
  });
}
