import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebPay } from '../../../api/payment';
import { useGoToPay } from '../../../ui/payUrl';

/** Top-ups below this are refused (product rule; the server refuses them too). */
export const RECHARGE_MIN = 10;

/** The recharge_type whose checkout is the card payment page (paddle). */
export const CARD_TYPE = 'card';

/** Starts a top-up (Payment/WebPay) and goes where the server says to pay. */
export function useStartRecharge() {
  const { t } = useTranslation();
  const goToPay = useGoToPay();
  const { mutateAsync: webPay } = useWebPay();
  return useCallback(
    async (amount: number, type: string, replace = false) => {
      const { payUrl } = await webPay({ amount, type });
      goToPay(payUrl, t('money.payUrlRefused'), replace);
    },
    [goToPay, t, webPay],
  );
}
