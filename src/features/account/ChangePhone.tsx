import { PageShell } from '../../ui/layout/PageShell';
import { ProfileGate } from './ProfileGate';
import { ProfilePhoneSteps } from './ProfilePhoneSteps';
import './profile.css';

/** Move the account to another phone number: the current phone's code, then the new phone's. */
export default function ChangePhone() {
  return (
    <PageShell>
      <ProfileGate>{(user) => <ProfilePhoneSteps user={user} />}</ProfileGate>
    </PageShell>
  );
}
