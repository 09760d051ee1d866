import { pageLoad } from '../../../lib/navigation';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWebPay } from '../../../api/payment';
import { isInternalPath } from '../../../lib/route';
import { toast } from '../../../ui/toast';

/** Top-ups below this are refused (product rule; the server refuses them too). */
export const RECHARGE_MIN = 10;

/** The recharge_type whose checkout is the card payment page (paddle). */
export const CARD_TYPE = 'card';

export type PayTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'refused' };

/**
 * Where a `payUrl` may take the user: a page of the app, or a payment provider's https page. Anything else
 * (http, javascript:, data:, other schemes) is refused: the link comes from the network, not from us.
 */
export function payTarget(payUrl: string): PayTarget {
  if (isInternalPath(payUrl)) return { kind: 'internal', path: payUrl };
  let url: URL;
  try {
    url = new URL(payUrl);
  } catch {
    return { kind: 'refused' };
  }
  const https = url.protocol === 'https:' && url.host !== '' && url.username === '' && url.password === '';
  return https ? { kind: 'external', url: url.href } : { kind: 'refused' };
}

/** Starts a top-up (Payment/WebPay) and goes where the server says to pay. */
export function useStartRecharge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutateAsync: webPay } = useWebPay();
  return useCallback(
    async (amount: number, type: string, replace = false) => {
      const { payUrl } = await webPay({ amount, type });
      const target = payTarget(payUrl);
      // Providers' pages refuse to be framed, and they return the user to the app themselves.
      if (target.kind === 'external') pageLoad.assign(target.url);
      else if (target.kind === 'internal') navigate(target.path, { replace });
      else toast(t('money.payUrlRefused'), 'fail');
    },
    [navigate, t, webPay],
  );
}
