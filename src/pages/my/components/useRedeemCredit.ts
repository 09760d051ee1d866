import { useTranslation } from 'react-i18next';
import type { Asset } from '../../../api/shared';
import { formatAmount } from '../../../lib/format';

/** "+12.50 balance" / "+300 points": what a redemption credited, balance to the cent, points whole. */
export function useRedeemCredit() {
  const { t, i18n } = useTranslation();
  return (asset: Asset, amount: number) =>
    asset === 'balance'
      ? t('redeem.creditBalance', { amount: formatAmount(amount, i18n.language) })
      : t('redeem.creditPoints', { amount: Math.floor(amount) });
}
