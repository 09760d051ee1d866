import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../lib/route';
import { routeAt } from '../../lib/routes';
import { isLoggedIn } from '../../stores/session';
import { confirmDialog } from '../state/dialogs';

/**
 * Guards an action that needs login: signed in → true; a guest gets the login prompt, which leads to the
 * login page with `route` set to where the user was going (default: this page), and false.
 */
export function useRequireLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (route?: string) => {
      if (isLoggedIn()) return true;
      void confirmDialog({
        title: t('common.loginPromptTitle'),
        content: t('common.loginPromptText'),
        confirmText: t('common.signIn'),
        cancelText: t('common.cancel'),
        onConfirm: () => navigate(loginPath(route ?? `${location.pathname}${location.search}`)),
      });
      return false;
    },
    [t, navigate, location.pathname, location.search],
  );
}

/**
 * Opens an in-app address. A guest opening a route the table marks `needsLogin` gets the login prompt
 * instead, which leads to the login page and then to that address.
 */
export function useOpenRoute() {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  return useCallback(
    (to: string) => {
      if (!routeAt(to)?.needsLogin || requireLogin(to)) void navigate(to);
    },
    [navigate, requireLogin],
  );
}
