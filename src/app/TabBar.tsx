import { TabBar as MobileTabBar } from 'antd-mobile';
import { LineIcon } from '../ui/LineIcon';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TabName } from './routes';

export const TABS: readonly { name: TabName; path: string; label: string; icon: JSX.Element }[] = [
  { name: 'cart', path: '/pages/cart/index', label: 'tab.cart', icon: <LineIcon name="market" /> },
  { name: 'home', path: '/pages/index/index', label: 'tab.home', icon: <LineIcon name="home" /> },
  { name: 'message', path: '/pages/message/index', label: 'tab.message', icon: <LineIcon name="message" /> },
  { name: 'my', path: '/pages/my/index', label: 'tab.my', icon: <LineIcon name="me" /> },
];

const tabOfPath = (pathname: string) =>
  pathname === '/' ? 'home' : TABS.find((tab) => tab.path === pathname)?.name;

/** The bottom tab bar; switching tabs replaces the entry, so tab pages never stack. */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabOfPath(pathname);
  return (
    <nav className="tab-bar" aria-label={t('tab.label')}>
      <MobileTabBar
        activeKey={active ?? null}
        onChange={(key) => {
          const tab = TABS.find((x) => x.name === key);
          if (tab && key !== active) navigate(tab.path, { replace: true });
        }}
      >
        {TABS.map((tab) => (
          <MobileTabBar.Item key={tab.name} icon={tab.icon} title={t(tab.label as 'tab.home')} />
        ))}
      </MobileTabBar>
    </nav>
  );
}

export const isTabPath = (pathname: string) => tabOfPath(pathname) !== undefined;
