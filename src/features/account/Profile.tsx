import { PageShell } from '../../ui/layout/PageShell';
import { ProfileGate } from './ProfileGate';
import { ProfileRows } from './ProfileRows';
import './profile.css';

/** Basic info: avatar, nickname, phone, uid, and the way to the password pages. */
export default function Profile() {
  return (
    <PageShell>
      <ProfileGate>{(user) => <ProfileRows user={user} />}</ProfileGate>
    </PageShell>
  );
}
