import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TileTone } from '../../ui/display/iconTile';
import { UnreadBadge } from '../../ui/state/UnreadBadge';
import { useFormat } from '../../ui/hooks/useFormat';
import './InboxRow.css';

interface InboxRowProps {
  to: string;
  icon: ReactNode;
  tone: TileTone;
  title: string;
  /** the box's latest line, or what it holds when it is empty */
  latest: string;
  /** when the latest item came, if there is one */
  time?: number;
  unread: number;
}

/** One box of the inbox: its icon, name, latest line and time, and how many items are unread. */
export function InboxRow({ to, icon, tone, title, latest, time, unread }: InboxRowProps) {
  const { t } = useTranslation();
  const text = useFormat();
  return (
    <Link to={to} className="inbox-row">
      <span className={`icon-tile tone-${tone} inbox-icon`} aria-hidden>
        {icon}
        <UnreadBadge count={unread} className="inbox-badge" />
      </span>
      <span className="inbox-main">
        <span className="inbox-head">
          <span className="inbox-title">{title}</span>
          {time ? <time className="inbox-time">{text.time(time)}</time> : null}
        </span>
        <span className="inbox-latest" data-may-clip>
          {latest}
        </span>
        {unread > 0 ? (
          <>
            {' '}
            <span className="visually-hidden">{t('tab.unread', { count: unread })}</span>
          </>
        ) : null}
      </span>
    </Link>
  );
}
