import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unreadQuery } from '../api/messages/message';
import { useHubState } from '../socket/useHubState';
import { useMessageLive } from '../socket/useMessageLive';
import { useIsLoggedIn } from '../stores/session';
import { UnreadBadge } from '../ui/state/UnreadBadge';
import { useIdle } from '../ui/hooks/useIdle';
import { LineIcon, type LineIconName } from '../ui/display/LineIcon';
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
  const unread = useUnreadTotal();
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
            <span className="tab-bar-icon">
              <LineIcon name={tab.icon} />
              {tab.name === 'message' ? <UnreadBadge count={unread} className="tab-bar-badge" /> : null}
            </span>
            <span className="tab-bar-title">{t(tab.label)}</span>
            {tab.name === 'message' && unread > 0 ? (
              <>
                {' '}
                <span className="visually-hidden">{t('tab.unread', { count: unread })}</span>
              </>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}

/**
 * The unread total of the signed-in user's message boxes, for the message tab's badge: read once the first
 * screen has settled and the socket's first connect has ended (each connect reads the counts, as a count read
 * before the socket listened may miss a push: read before it, they were read twice), again when the app comes
 * back to the front, after reading, and when the hub says something arrived.
 */
function useUnreadTotal(): number {
  const signedIn = useIsLoggedIn();
  const idle = useIdle();
  useMessageLive(idle);
  const hub = useHubState();
  const connectEnded = hub === 'connected' || hub === 'down';
  const counts = useQuery({ ...unreadQuery(), enabled: signedIn && idle && connectEnded });
  return signedIn ? (counts.data?.total ?? 0) : 0;
}

export const isTabPath = (pathname: string) => tabOfPath(pathname) !== undefined;
