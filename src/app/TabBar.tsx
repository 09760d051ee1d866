import { TabBar as MobileTabBar } from 'antd-mobile';
import { LineIcon } from '../ui/LineIcon';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../lib/route';
import { ROUTE_LIST, routeAt, type TabName } from '../lib/routes';

/** The tabs in the spec's order; each one's page is the route the table marks with its `tab`. */
const TABS: readonly { name: TabName; label: string; icon: JSX.Element }[] = [
  { name: 'cart', label: 'tab.cart', icon: <LineIcon name="market" /> },
  { name: 'home', label: 'tab.home', icon: <LineIcon name="home" /> },
  { name: 'message', label: 'tab.message', icon: <LineIcon name="message" /> },
  { name: 'my', label: 'tab.my', icon: <LineIcon name="me" /> },
];

const tabOfPath = (pathname: string) => (pathname === HOME_PATH ? 'home' : routeAt(pathname)?.tab);

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
          const page = ROUTE_LIST.find((route) => route.tab === key);
          if (page && key !== active) navigate(page.path, { replace: true });
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
