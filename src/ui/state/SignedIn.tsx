import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loginPath } from '../../lib/route';
import { useIsLoggedIn } from '../../stores/session';
import { StateBox } from './StateBox';

interface SignedInProps {
  children: ReactNode;
  /** what the guest is asked ("Please sign in" unless said) */
  title?: string;
  /** what signing in shows */
  text?: string;
}

/**
 * A page about the user's own records (orders, devices, messages): a guest sees a sign-in state (which returns
 * here) instead of asking the server.
 */
export function SignedIn({ children, title, text }: SignedInProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useIsLoggedIn();
  if (signedIn) return <>{children}</>;
  return (
    <StateBox
      testId="sign-in-state"
      title={title ?? t('common.loginPromptTitle')}
      text={text ?? t('common.loginPromptText')}
      action={{
        label: t('common.signIn'),
        to: loginPath(`${location.pathname}${location.search}`),
        primary: true,
      }}
    />
  );
}
