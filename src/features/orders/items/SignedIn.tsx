import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedIn as SignedInState } from '../../../ui/state/SignedIn';

/** Orders are the user's own: a guest is asked to sign in to see them. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <SignedInState text={t('order.signInText')}>{children}</SignedInState>;
}
