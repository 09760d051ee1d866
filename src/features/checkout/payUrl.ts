import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pageLoad } from '../../lib/navigation';
import { isInternalPath } from '../../lib/route';
import { toast } from '../../ui/state/toast';

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

/** Goes where a top-up's answer says to pay (the my area's checkout, or a provider's page); `refused` says why not. */
export function useGoToPay() {
  const navigate = useNavigate();
  return useCallback(
    (payUrl: string, refused: string, replace = false) => {
      const target = payTarget(payUrl);
      // Providers' pages refuse to be framed, and they return the user to the app themselves.
      if (target.kind === 'external') pageLoad.assign(target.url);
      else if (target.kind === 'internal') navigate(target.path, { replace });
      else toast(refused, 'fail');
    },
    [navigate],
  );
}
