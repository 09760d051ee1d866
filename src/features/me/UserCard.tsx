import { Button } from 'antd-mobile';
import { UserAvatar } from '../../ui/display/UserAvatar';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMe } from '../../api/account/account';
import { loginPath } from '../../lib/route';
import { useSession } from '../../stores/session';
import { FiguresSkeleton, SkeletonLine } from '../../ui/state/Skeletons';
import { ErrorState } from '../../ui/state/ErrorState';
import { useFormat } from '../../ui/hooks/useFormat';
import { href } from '../../lib/href';

const BALANCE_BILL = href('/pages/my/bill', { asset: 'balance' });
const POINTS_BILL = href('/pages/my/bill', { asset: 'points' });

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
          className="user-sign-in button-on-brand"
          onClick={() => navigate(loginPath(href('/pages/my/index')))}
        >
          {t('my.signInOrRegister')}
        </Button>
      </section>
    );
  }

  // Each figure opens where it is kept and spent (decision 0053): the QC one, the QC wallet.
  const balances = user
    ? [
        { label: t('my.balance'), value: user.balance, unit: 'balance' as const, path: BALANCE_BILL },
        { label: t('my.points'), value: user.integral, unit: 'points' as const, path: POINTS_BILL },
        { label: t('my.qc'), value: user.qcBalance, unit: 'qc' as const, path: href('/pages/wallet/index') },
        {
          label: t('my.usdt'),
          value: user.usdtBalance,
          unit: 'USDT' as const,
          path: href('/pages/my/exchange'),
        },
      ]
    : [];
  // Who is signed in shows even while the profile is loading or failed; figures only once they are in.
  return (
    <section className="user-card">
      <div className="user-row">
        <UserAvatar src={user?.avatar ?? ''} className="user-avatar" />
        <div className="user-main">
          {user ? (
            <p className="user-name">{user.nickName || t('my.noNickname')}</p>
          ) : (
            <SkeletonLine kind="short" className="user-name-skeleton" />
          )}
          <p className="user-sub">{t('my.uid', { uid })}</p>
        </div>
      </div>
      {user ? (
        <ul className="user-balances">
          {balances.map((b) => (
            <li key={b.label}>
              <Link to={b.path} className="user-balance">
                <strong className="user-balance-value">{format.compact(b.value ?? 0, b.unit)}</strong>
                <span className="user-balance-label">{b.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : profile.isPending || profile.isFetching ? (
        <FiguresSkeleton count={4} className="user-balances" />
      ) : null}
      {profile.isError ? <ErrorState error={profile.error} onRetry={() => void profile.refetch()} /> : null}
    </section>
  );
}
