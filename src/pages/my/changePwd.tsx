import { PageShell } from '../../ui/PageShell';
import { ProfileGate } from './components/ProfileGate';
import { SecurityPasswordForm } from './components/SecurityPasswordForm';
import './security.css';

/** Change the login password. */
export default function ChangePwdPage() {
  return (
    <PageShell>
      <ProfileGate>{() => <SecurityPasswordForm />}</ProfileGate>
    </PageShell>
  );
}
