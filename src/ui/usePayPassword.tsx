import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { confirmDialog } from './dialogs';
import { PayPasswordSheet } from './PayPasswordSheet';
import { href } from '../lib/href';

interface PayRequest {
  title: string;
  description?: string;
  /** the one call the password is for; the sheet closes once it resolves and stays open if it rejects */
  onComplete: (password: string) => Promise<unknown>;
}

/**
 * Asks for the payment password before a call that pays. Without one set yet (readable before the call:
 * the user's `hasPayPassword`), a dialog leads to setting one and back here instead. Strings: area `money`
 * (pages using it load that area).
 */
export function usePayPassword(hasPayPassword: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [request, setRequest] = useState<PayRequest | null>(null);

  const ask = (next: PayRequest) => {
    if (hasPayPassword) {
      setRequest(next);
      return;
    }
    const here = `${location.pathname}${location.search}`;
    void confirmDialog({
      title: t('money.noPayPasswordTitle'),
      content: t('money.noPayPasswordText'),
      confirmText: t('money.setPayPassword'),
      cancelText: t('common.cancel'),
      onConfirm: () => navigate(href('/pages/my/setPayPassword', { route: here })),
    });
  };

  const sheet = (
    <PayPasswordSheet
      visible={request !== null}
      title={request?.title ?? ''}
      description={request?.description}
      onClose={() => setRequest(null)}
      onComplete={async (password) => {
        if (!request) return;
        await request.onComplete(password);
        setRequest(null);
      }}
    />
  );

  return { ask, sheet };
}
