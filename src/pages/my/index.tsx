import { reloadAt } from '../../lib/navigation';
import { Dialog, List } from 'antd-mobile';
import { CloseCircleOutline, RedoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../api/account';
import { useIsLoggedIn } from '../../stores/session';
import { PageShell } from '../../ui/PageShell';
import { toast } from '../../ui/toast';
import { useOpenRoute } from '../../ui/useRequireLogin';
import { CheckinState } from './components/CheckinState';
import { LanguageSwitch } from './components/LanguageSwitch';
import { MENU } from './components/menu';
import { MyOrdersCard } from './components/MyOrdersCard';
import { UserCard } from './components/UserCard';
import './my.css';
import { href } from '../../lib/href';

const CHECKIN_PATH = href('/pages/my/signIn');

interface FakeBackendHandle {
  reset: () => Promise<void> | void;
}

/** The "my" tab: the user card, order counts, check-in, every my/* page, language, logout. */
export default function MyPage() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const signedIn = useIsLoggedIn();
  const open = useOpenRoute();

  const logout = () =>
    Dialog.confirm({
      content: t('my.logoutConfirm'),
      confirmText: t('my.logout'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        signOut();
        toast(t('my.loggedOut'), 'success');
      },
    });

  const fake = (window as { __qcFake?: FakeBackendHandle }).__qcFake;
  const resetDemo = () =>
    Dialog.confirm({
      content: t('my.resetDemoConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        await fake?.reset();
        signOut();
        reloadAt('/');
      },
    });

  return (
    <PageShell>
      <UserCard />
      <MyOrdersCard open={open} />
      {MENU.map(({ group, entries }) => (
        <List key={group} header={t(group)} className="my-list">
          {entries.map((entry) => (
            <List.Item
              key={entry.label}
              prefix={entry.icon}
              extra={entry.path === CHECKIN_PATH ? <CheckinState /> : undefined}
              onClick={() => open(entry.path)}
            >
              {t(entry.label)}
            </List.Item>
          ))}
        </List>
      ))}
      <List header={t('my.groupSettings')} className="my-list">
        <LanguageSwitch />
        {__FAKE_BACKEND__ && fake ? (
          <List.Item prefix={<RedoOutline />} onClick={resetDemo}>
            {t('my.resetDemo')}
          </List.Item>
        ) : null}
        {signedIn ? (
          <List.Item prefix={<CloseCircleOutline />} onClick={logout} arrowIcon={false}>
            {t('my.logout')}
          </List.Item>
        ) : null}
      </List>
    </PageShell>
  );
}
