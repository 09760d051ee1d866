import { PageShell } from '../../ui/PageShell';
import { ProfileGate } from './components/ProfileGate';
import { ProfileNicknameForm } from './components/ProfileNicknameForm';
import './profile.css';

/** Change the nickname: prefilled with the current one. */
export default function ChangeNicknamePage() {
  return (
    <PageShell>
      <ProfileGate>{(user) => <ProfileNicknameForm current={user.nickName} />}</ProfileGate>
    </PageShell>
  );
}
