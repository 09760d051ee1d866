import { PageShell } from '../../ui/layout/PageShell';
import { ProfileGate } from './ProfileGate';
import { SecurityPayPassword } from './security/SecurityPayPassword';
import './security.css';

/**
 * Create the payment password (with the login password) or change it (with the current one). The
 * transfer page sends users here with `?route=` when they have none yet.
 */
export default function PayPassword() {
  return (
    <PageShell>
      <ProfileGate>
        {(user) => {
          const has = Boolean(user.hasPayPassword);
          // A fresher profile may say otherwise than the cached one: the other flow starts from its beginning.
          return <SecurityPayPassword key={String(has)} hasPayPassword={has} />;
        }}
      </ProfileGate>
    </PageShell>
  );
}
