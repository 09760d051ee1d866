import { useTranslation } from 'react-i18next';
import { useWebPay, useWebPayTrace, type WebPayRequest } from '../../api/payment/payment';
import { useGoToPay } from './payUrl';
import { useTracedSend } from '../../ui/money/useTracedSend';

/** Top-ups below this are refused (product rule; the server refuses them too). */
export const RECHARGE_MIN = 10;

/** The recharge_type whose checkout is the card payment page (paddle). */
export const CARD_TYPE = 'card';

interface RechargeDraft extends WebPayRequest {
  /** the checkout replaces the page it is started from (paying a failed order again) */
  replace?: boolean;
}

/**
 * Starts top-ups (Payment/WebPay), one at a time, and goes where the server says to pay. A lost answer is read
 * back from the top-up records, never sent again by itself: found, its order is paid on the app's checkout.
 */
export function useStartRecharge() {
  const { t } = useTranslation();
  const goToPay = useGoToPay();
  const { mutateAsync: webPay } = useWebPay();
  const traceWebPay = useWebPayTrace();
  return useTracedSend({
    send: ({ amount, type }: RechargeDraft) => webPay({ amount, type }),
    trace: traceWebPay,
    onSent: ({ payUrl }, { replace }) => goToPay(payUrl, t('money.payUrlRefused'), replace),
  });
}
