import { PageShell } from '../../ui/PageShell';
import { ProfileGate } from './components/ProfileGate';
import { ProfileRows } from './components/ProfileRows';
import './profile.css';

/** Basic info: avatar, nickname, phone, uid, and the way to the password pages. */
export default function InfoPage() {
  return (
    <PageShell>
      <ProfileGate>{(user) => <ProfileRows user={user} />}</ProfileGate>
    </PageShell>
  );
}
