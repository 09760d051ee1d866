import { useNavigate } from 'react-router';
import type { PayType } from '../../../api/shared';
import { useBuy, useBuyTrace, type Bought } from '../../../api/goods/buying';
import type { BuyRequest } from '../../../api/draws/treasure';
import { useTracedSend } from '../../../ui/money/useTracedSend';
import { sellsOut, type BuyItem } from './buyRules';
import { drawPath } from '../detailsRoutes';

export type { Bought };

interface BuyVariables {
  count: number;
  payType: PayType;
}

/**
 * The item's purchases (the user's figures, products and orders follow in the API hook), one at a time; a lost
 * answer is read back from the orders, never sent again. One that sells the issue out goes to its draw, which
 * shows the user's numbers beside the result; any other is handed to `onBought`.
 */
export function useBuyAction(item: BuyItem, onBought: (bought: Bought) => void) {
  const navigate = useNavigate();
  const buy = useBuy();
  const traceBuy = useBuyTrace();
  const request = (variables: BuyVariables): BuyRequest => ({ kind: item.kind, id: item.id, ...variables });

  return useTracedSend({
    send: async (variables: BuyVariables): Promise<Bought> => {
      const { orderId, orderNo, numbers } = await buy.mutateAsync(request(variables));
      return { orderId, orderNo, numbers: numbers ?? [] };
    },
    trace: (variables) => traceBuy(request(variables)),
    onSent: (bought, { count }) => {
      if (sellsOut(item, count)) void navigate(drawPath(item.id));
      else onBought(bought);
    },
  });
}
