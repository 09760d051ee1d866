import type { ComponentProps } from 'react';
import { PageShell } from '../../ui/layout/PageShell';
import { ProfileGate } from '../account';
import '../../ui/money/money.css';

/**
 * The shell of every money page: shown once the profile has been read again, so the balances the page
 * checks amounts against and `hasPayPassword` are the server's current ones. A guest is sent to sign in
 * (the server answers -2000) and brought back.
 */
export function MoneyShell({ children, className, ...props }: ComponentProps<typeof PageShell>) {
  return (
    <PageShell {...props} className={`money-page ${className ?? ''}`}>
      <ProfileGate>{() => children}</ProfileGate>
    </PageShell>
  );
}
