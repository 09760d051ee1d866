import { useTranslation } from 'react-i18next';
import type { Asset } from '../../api/shared';
import type { MoneyLike } from '../../lib/money';
import { useFormat } from '../../ui/hooks/useFormat';

/** "+12.50 balance" / "+300 points": what a redemption credited, balance to the cent, points whole. */
export function useRedeemCredit() {
  const { t } = useTranslation();
  const format = useFormat();
  return (asset: Asset, amount: MoneyLike) =>
    asset === 'balance'
      ? t('redeem.creditBalance', { amount: format.signed(amount, 'balance') })
      : format.signed(amount, 'points');
}
