import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../lib/route';
import { useIsLoggedIn } from '../../stores/session';
import { StateBlock } from './StateBlock';

/**
 * A page about the user's own records (orders, devices): a guest sees a sign-in state (which returns here)
 * instead of asking the server; `text` says what signing in shows.
 */
export function SignedIn({ children, text }: { children: ReactNode; text?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useIsLoggedIn();
  if (signedIn) return <>{children}</>;
  return (
    <div className="state-box" data-testid="sign-in-state">
      <StateBlock
        kind="empty"
        title={t('common.loginPromptTitle')}
        description={text ?? t('common.loginPromptText')}
      >
        <Button
          color="primary"
          size="small"
          onClick={() => navigate(loginPath(`${location.pathname}${location.search}`))}
        >
          {t('common.signIn')}
        </Button>
      </StateBlock>
    </div>
  );
}
