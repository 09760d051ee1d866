import { PageShell } from '../../ui/layout/PageShell';
import { ProfileGate } from './ProfileGate';
import { ProfileNicknameForm } from './ProfileNicknameForm';
import './profile.css';

/** Change the nickname: prefilled with the current one. */
export default function ChangeNickname() {
  return (
    <PageShell>
      <ProfileGate>{(user) => <ProfileNicknameForm current={user.nickName} />}</ProfileGate>
    </PageShell>
  );
}
