import { PageShell } from '../../ui/PageShell';
import { ProfileGate } from './components/ProfileGate';
import { ProfilePhoneSteps } from './components/ProfilePhoneSteps';
import './profile.css';

/** Move the account to another phone number: the current phone's code, then the new phone's. */
export default function ChangePhonePage() {
  return (
    <PageShell>
      <ProfileGate>{(user) => <ProfilePhoneSteps user={user} />}</ProfileGate>
    </PageShell>
  );
}
