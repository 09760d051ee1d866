import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LineIcon, type LineIconName } from '../ui/LineIcon';
import { HOME_PATH } from '../lib/route';
import { ROUTE_LIST, routeAt, type TabName } from '../lib/routes';

/** The tabs in the spec's order; each one's page is the route the table marks with its `tab`. */
const TABS: readonly {
  name: TabName;
  label: 'tab.cart' | 'tab.home' | 'tab.message' | 'tab.my';
  icon: LineIconName;
}[] = [
  { name: 'cart', label: 'tab.cart', icon: 'market' },
  { name: 'home', label: 'tab.home', icon: 'home' },
  { name: 'message', label: 'tab.message', icon: 'message' },
  { name: 'my', label: 'tab.my', icon: 'me' },
];

const tabOfPath = (pathname: string) => (pathname === HOME_PATH ? 'home' : routeAt(pathname)?.tab);
const pathOfTab = (name: TabName) => ROUTE_LIST.find((route) => route.tab === name)?.path ?? HOME_PATH;

/**
 * The bottom tab bar: plain links (no UI-kit tab bar in the first screen's bundle). Switching tabs replaces
 * the entry, so tab pages never stack; the current tab is marked for assistive technology.
 */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = tabOfPath(pathname);
  return (
    <nav className="tab-bar" aria-label={t('tab.label')}>
      {TABS.map((tab) => {
        const current = tab.name === active;
        return (
          <Link
            key={tab.name}
            to={pathOfTab(tab.name)}
            replace
            className={current ? 'tab-bar-item active' : 'tab-bar-item'}
            aria-current={current ? 'page' : undefined}
            onClick={(event) => current && event.preventDefault()}
          >
            <LineIcon name={tab.icon} />
            <span className="tab-bar-title">{t(tab.label)}</span>
          </Link>
        );
      })}
    </nav>
  );
}

export const isTabPath = (pathname: string) => tabOfPath(pathname) !== undefined;
