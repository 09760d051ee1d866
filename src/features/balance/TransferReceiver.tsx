import { UserAvatar } from '../../ui/display/UserAvatar';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../api/account/account';
import './transfer.css';

/** Who the money goes to, as text: the nickname is whatever the user chose, markup included. */
export function TransferReceiver({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  return (
    <section className="card transfer-receiver" aria-label={t('money.receiver')}>
      <UserAvatar src={user.avatar} className="transfer-avatar-large" />
      <div className="transfer-user-text">
        <span className="money-hero-label">{t('money.receiver')}</span>
        <span className="transfer-user-name">{user.nickName}</span>
        <span className="money-row-sub">{t('money.userId', { uid: user.uid })}</span>
      </div>
    </section>
  );
}
