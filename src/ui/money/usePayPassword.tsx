import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { href } from '../../lib/href';
import { confirmDialog } from '../state/dialogs';
import { PayPasswordSheet } from './PayPasswordSheet';

export interface PayRequest {
  title: string;
  description?: string;
  /** the one call the password is for; the sheet closes once it resolves and stays open if it rejects */
  onComplete: (password: string) => Promise<unknown>;
  /** the sheet was closed before `onComplete` resolved */
  onCancel?: () => void;
}

/**
 * Asks for the payment password before a call that pays. Without one set yet (the user's `hasPayPassword`,
 * readable before the call), a dialog leads to setting one and back here instead. Strings: area `common`.
 */
export function usePayPassword(hasPayPassword: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [request, setRequest] = useState<PayRequest | null>(null);
  // Whether the request on screen was completed: the sheet's close after it is no cancel.
  const completed = useRef(false);

  /** True when the user has a payment password; else the dialog that leads to setting one, and false. */
  const ready = () => {
    if (hasPayPassword) return true;
    const here = `${location.pathname}${location.search}`;
    void confirmDialog({
      title: t('common.payPassword.noneTitle'),
      content: t('common.payPassword.noneText'),
      confirmText: t('common.payPassword.set'),
      cancelText: t('common.cancel'),
      onConfirm: () => navigate(href('/pages/my/setPayPassword', { route: here })),
    });
    return false;
  };

  const ask = (next: PayRequest) => {
    if (!ready()) return;
    completed.current = false;
    setRequest(next);
  };

  const sheet = (
    <PayPasswordSheet
      visible={request !== null}
      title={request?.title ?? ''}
      description={request?.description}
      onClose={() => {
        if (!completed.current) request?.onCancel?.();
        completed.current = true;
        setRequest(null);
      }}
      onComplete={async (password) => {
        if (!request) return;
        await request.onComplete(password);
        completed.current = true;
        setRequest(null);
      }}
    />
  );

  return { ask, ready, sheet };
}
