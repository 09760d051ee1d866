import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../api/messages/message';
import { useFormat } from '../../ui/hooks/useFormat';
import { noticeLink } from './noticeLinks';
import './NoticeCard.css';

interface NoticeCardProps {
  notice: Notice;
  /** the notice was opened while unread */
  onRead: (notice: Notice) => void;
}

/**
 * A system notice: unread ones are marked; opening one shows all of its text, marks it read, and, where it is
 * about something (a draw, an order, an address, a gift), offers that thing's page.
 */
export function NoticeCard({ notice, onRead }: NoticeCardProps) {
  const { t } = useTranslation();
  const text = useFormat();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const link = noticeLink(notice);

  const toggle = () => {
    setOpen((was) => !was);
    if (!notice.read) onRead(notice);
  };

  return (
    <article className={notice.read ? 'notice-card' : 'notice-card is-unread'}>
      <button
        type="button"
        className="notice-head"
        data-lines="4"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={toggle}
      >
        {notice.read ? null : <span className="notice-dot" aria-label={t('message.unread')} role="img" />}
        <span className="notice-title">{notice.title}</span>
        <time className="notice-time">{text.time(notice.createTime)}</time>
      </button>
      <div id={bodyId} className={open ? 'notice-body is-open' : 'notice-body'}>
        <p className="notice-text" data-may-clip={open ? undefined : true}>
          {notice.content}
        </p>
        {open && link ? (
          <Link className="notice-link" to={link}>
            {t('message.view')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
