import { PageShell } from '../../ui/layout/PageShell';
import { ProfileGate } from './ProfileGate';
import { SecurityPasswordForm } from './security/SecurityPasswordForm';
import './security.css';

/** Change the login password. */
export default function ChangePassword() {
  return (
    <PageShell>
      <ProfileGate>{() => <SecurityPasswordForm />}</ProfileGate>
    </PageShell>
  );
}
