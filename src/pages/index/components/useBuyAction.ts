import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { orderKeys } from '../../../api/orders';
import type { PayType } from '../../../api/shared';
import { buyCrowd, buyGoods, buyTreasure, treasureKeys, type Purchase } from '../../../api/treasure';
import { useSession } from '../../../stores/session';
import { toast } from '../../../ui/toast';
import { sellsOut, type BuyItem } from './buyRules';
import { drawPath } from './detailsRoutes';

interface BuyVariables {
  count: number;
  payType: PayType;
}

/** How many lottery numbers the success toast spells out before "and N more". */
const NUMBERS_SHOWN = 5;

function send(item: BuyItem, { count, payType }: BuyVariables): Promise<Purchase & { numbers?: string[] }> {
  if (item.kind === 'goods') return buyGoods({ goodsId: item.id, count, payType });
  const body = { id: item.id, count, payType };
  return item.kind === 'crowd' ? buyCrowd(body) : buyTreasure(body);
}

/**
 * One purchase: on success the session's balances take the server's figures, the product, lists and
 * orders are fetched again, and an issue this purchase sold out goes to its draw result.
 */
export function useBuyAction(item: BuyItem, onBought: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (variables: BuyVariables) => send(item, variables),
    onSuccess: (purchase, { count }) => {
      const session = useSession.getState();
      session.setUserInfo({ ...session.userInfo, balance: purchase.balance, integral: purchase.integral });
      const numbers = purchase.numbers ?? [];
      const shown = numbers.slice(0, NUMBERS_SHOWN).join(', ');
      const listed =
        numbers.length > NUMBERS_SHOWN
          ? t('details.buy.moreNumbers', { numbers: shown, count: numbers.length - NUMBERS_SHOWN })
          : shown;
      toast(
        numbers.length > 0 ? t('details.buy.successNumbers', { numbers: listed }) : t('details.buy.success'),
        'success',
      );
      void queryClient.invalidateQueries({ queryKey: treasureKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      onBought();
      if (sellsOut(item, count)) navigate(drawPath(item.id));
    },
  });
}
