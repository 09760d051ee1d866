import { Avatar, Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProfile } from '../../../api/account';
import { abbreviate } from '../../../lib/format';
import { loginPath } from '../../../lib/route';
import { isLoggedIn, useSession } from '../../../stores/session';
import { ErrorState } from '../../../ui/ErrorState';
import { href } from '../../../lib/href';

/** The signed-in user's card (kept fresh from GetMyProfile), or a login prompt for guests. */
export function UserCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const signedIn = isLoggedIn(user);
  const profile = useProfile(signedIn);

  if (!signedIn) {
    return (
      <section className="user-card guest">
        <Avatar src="" className="user-avatar" />
        <div className="user-main">
          <p className="user-name">{t('my.guestTitle')}</p>
          <p className="user-sub">{t('my.guestText')}</p>
        </div>
        <Button
          color="primary"
          size="small"
          shape="rounded"
          onClick={() => navigate(loginPath(href('/pages/my/index')))}
        >
          {t('my.signInOrRegister')}
        </Button>
      </section>
    );
  }

  const balances = [
    { label: t('my.balance'), value: user.balance },
    { label: t('my.points'), value: user.integral },
    { label: t('my.qc'), value: user.qcBalance },
    { label: t('my.usdt'), value: user.usdtBalance },
  ];
  return (
    <section className="user-card">
      <div className="user-row">
        <Avatar src={user.avatar} className="user-avatar" />
        <div className="user-main">
          <p className="user-name">{user.nickName || t('my.noNickname')}</p>
          <p className="user-sub">{t('my.uid', { uid: user.uid })}</p>
        </div>
      </div>
      <dl className="user-balances">
        {balances.map((b) => (
          <div key={b.label}>
            <dd>{abbreviate(b.value ?? 0)}</dd>
            <dt>{b.label}</dt>
          </div>
        ))}
      </dl>
      {profile.isError ? <ErrorState error={profile.error} onRetry={() => void profile.refetch()} /> : null}
    </section>
  );
}
