import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../ui/hooks/useFormat';

/** Balance, what was paid in balance or points, times, and the delivery method, in the current language. */
export function useOrderFormat() {
  const { t } = useTranslation();
  const { balance, amount: paid, time } = useFormat();
  // The server names the method as a string; the two the address form offers are translated.
  const delivery = useCallback(
    (method: string) =>
      method === 'express' || method === 'pickup' ? t(`order.delivery.${method}`) : method,
    [t],
  );
  return { balance, time, paid, delivery };
}
