import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayType } from '../../../api/shared';
import { useFormat } from '../../../ui/useFormat';

/** Amounts, prices in their currency and times, in the current language. */
export function useOrderFormat() {
  const { t } = useTranslation();
  const { money, time } = useFormat();
  const paid = useCallback(
    (value: number, payType: PayType) =>
      payType === 'points' ? t('order.amountPoints', { amount: money(value) }) : money(value),
    [t, money],
  );
  // The server names the method as a string; the two the address form offers are translated.
  const delivery = useCallback(
    (method: string) =>
      method === 'express' || method === 'pickup' ? t(`order.delivery.${method}`) : method,
    [t],
  );
  return { money, time, paid, delivery };
}
