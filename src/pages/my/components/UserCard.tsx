import { Button } from 'antd-mobile';
import { UserAvatar } from '../../../ui/UserAvatar';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe } from '../../../api/account';
import { loginPath } from '../../../lib/route';
import { useSession } from '../../../stores/session';
import { Loading } from '../../../ui/DataView';
import { ErrorState } from '../../../ui/ErrorState';
import { useFormat } from '../../../ui/useFormat';
import { href } from '../../../lib/href';

/** The signed-in user's card (kept fresh from GetMyProfile), or a login prompt for guests. */
export function UserCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const uid = useSession((s) => s.uid);
  const signedIn = uid !== 0;
  const profile = useMe();
  const user = profile.data;

  if (!signedIn) {
    return (
      <section className="user-card guest">
        <div className="user-row">
          <UserAvatar src="" className="user-avatar" />
          <div className="user-main">
            <p className="user-name">{t('my.guestTitle')}</p>
            <p className="user-sub">{t('my.guestText')}</p>
          </div>
        </div>
        <Button
          block
          shape="rounded"
          className="user-sign-in"
          onClick={() => navigate(loginPath(href('/pages/my/index')))}
        >
          {t('my.signInOrRegister')}
        </Button>
      </section>
    );
  }

  const balances = user
    ? [
        { label: t('my.balance'), value: user.balance, unit: 'balance' as const },
        { label: t('my.points'), value: user.integral, unit: 'points' as const },
        { label: t('my.qc'), value: user.qcBalance, unit: 'qc' as const },
        { label: t('my.usdt'), value: user.usdtBalance, unit: 'USDT' as const },
      ]
    : [];
  // Who is signed in shows even while the profile is loading or failed; figures only once they are in.
  return (
    <section className="user-card">
      <div className="user-row">
        <UserAvatar src={user?.avatar ?? ''} className="user-avatar" />
        <div className="user-main">
          <p className="user-name">{user ? user.nickName || t('my.noNickname') : ''}</p>
          <p className="user-sub">{t('my.uid', { uid })}</p>
        </div>
      </div>
      {user ? (
        <dl className="user-balances">
          {balances.map((b) => (
            <div key={b.label}>
              <dd>{format.compact(b.value ?? 0, b.unit)}</dd>
              <dt>{b.label}</dt>
            </div>
          ))}
        </dl>
      ) : profile.isPending || profile.isFetching ? (
        <Loading />
      ) : null}
      {profile.isError ? <ErrorState error={profile.error} onRetry={() => void profile.refetch()} /> : null}
    </section>
  );
}
