import { useNavigate } from 'react-router';
import type { PayType } from '../../../api/shared';
import { useBuy, type Purchase } from '../../../api/treasure';
import { sellsOut, type BuyItem } from './buyRules';
import { drawPath } from './detailsRoutes';

interface BuyVariables {
  count: number;
  payType: PayType;
}

/** A purchase as the result sheet shows it: its order and, for an issue, the lottery numbers it holds. */
export interface Bought extends Purchase {
  numbers: string[];
}

/**
 * One purchase (the user's figures, products and orders follow in the API hook). One that sells the issue
 * out goes to its draw, which shows the user's numbers beside the result; any other is handed to `onBought`.
 */
export function useBuyAction(item: BuyItem, onBought: (bought: Bought) => void) {
  const navigate = useNavigate();
  const buy = useBuy();

  return async ({ count, payType }: BuyVariables) => {
    const purchase = await buy.mutateAsync({ kind: item.kind, id: item.id, count, payType });
    if (sellsOut(item, count)) void navigate(drawPath(item.id));
    else onBought({ ...purchase, numbers: purchase.numbers ?? [] });
  };
}
