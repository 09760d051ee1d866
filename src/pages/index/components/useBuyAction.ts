import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PayType } from '../../../api/shared';
import { useBuy } from '../../../api/treasure';
import { toast } from '../../../ui/toast';
import { sellsOut, type BuyItem } from './buyRules';
import { drawPath } from './detailsRoutes';

interface BuyVariables {
  count: number;
  payType: PayType;
}

/** How many lottery numbers the success toast spells out before "and N more". */
const NUMBERS_SHOWN = 5;

/**
 * One purchase (the user's figures, products and orders follow in the API hook); on success it says so,
 * with the lottery numbers, and an issue this purchase sold out goes to its draw result.
 */
export function useBuyAction(item: BuyItem, onBought: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const buy = useBuy();

  return async ({ count, payType }: BuyVariables) => {
    const purchase = await buy.mutateAsync({ kind: item.kind, id: item.id, count, payType });
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
    onBought();
    if (sellsOut(item, count)) navigate(drawPath(item.id));
  };
}
