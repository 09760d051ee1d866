import { useQuery } from '@tanstack/react-query';
import { GiftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { kefuMessagesQuery, type KefuMessage } from '../../api/messages/kefu';
import { giftsQuery, invitationsQuery, noticesQuery, unreadQuery } from '../../api/messages/message';
import { href } from '../../lib/href';
import { Loading } from '../../ui/state/DataView';
import { ErrorState } from '../../ui/state/ErrorState';
import { LineIcon } from '../../ui/display/LineIcon';
import { PageShell } from '../../ui/layout/PageShell';
import { SignedIn } from '../../ui/state/SignedIn';
import { InboxRow } from './InboxRow';
import './Inbox.css';

const LATEST = { pageIndex: 1, pageSize: 1 } as const;

/** `/pages/message/index`: the inbox, one row per box with its latest line and unread count. */
export default function Inbox() {
  const { t } = useTranslation();
  return (
    <PageShell>
      <SignedIn title={t('message.guestTitle')} text={t('message.guestText')}>
        <SignedInInbox />
      </SignedIn>
    </PageShell>
  );
}

function SignedInInbox() {
  const { t } = useTranslation();
  const unread = useQuery(unreadQuery());
  const notice = useQuery(noticesQuery(LATEST));
  const gift = useQuery(giftsQuery(LATEST));
  const invitation = useQuery(invitationsQuery({ page: 1, pageSize: 1 }));
  const kefu = useQuery(kefuMessagesQuery(LATEST));

  const queries = [unread, notice, gift, invitation, kefu];
  const failed = queries.find((query) => query.isError && !query.data);
  if (failed) {
    const retry = () => queries.forEach((query) => void query.refetch());
    return <ErrorState error={failed.error} onRetry={retry} />;
  }
  if (queries.some((query) => query.isPending)) return <Loading />;
  /** Support's latest message in a line: a picture and an order are named, a text is itself. */
  const kefuLine = ({ type, content }: KefuMessage) => {
    if (type === 'image') return t('message.picture');
    if (type === 'order') return t('message.order.latest', { no: content });
    return content;
  };

  const counts = unread.data;
  const latestNotice = notice.data?.list[0];
  const latestGift = gift.data?.list[0];
  const latestInvitation = invitation.data?.list[0];
  const latestKefu = kefu.data?.list[0];

  return (
    <nav className="inbox" aria-label={t('message.boxes')}>
      <InboxRow
        to={href('/pages/message/system')}
        icon={<LineIcon name="sound" />}
        tone="info"
        title={t('message.box.notice')}
        latest={latestNotice?.title ?? t('message.empty.notice')}
        time={latestNotice?.createTime}
        unread={counts?.notice ?? 0}
      />
      <InboxRow
        to={href('/pages/message/GiftMessage')}
        icon={<GiftOutline />}
        tone="danger"
        title={t('message.box.gift')}
        latest={
          latestGift
            ? t('message.latest.gift', { name: latestGift.senderName, title: latestGift.title })
            : t('message.empty.gift')
        }
        time={latestGift?.createTime}
        unread={counts?.gift ?? 0}
      />
      <InboxRow
        to={href('/pages/message/inviteMessage')}
        icon={<LineIcon name="invite" />}
        tone="success"
        title={t('message.box.invitation')}
        latest={
          latestInvitation
            ? t('message.latest.invitation', { name: latestInvitation.leaderName })
            : t('message.empty.invitation')
        }
        time={latestInvitation?.createTime}
        unread={counts?.invitation ?? 0}
      />
      <InboxRow
        to={href('/pages/message/service')}
        icon={<LineIcon name="message" />}
        tone="brand"
        title={t('message.box.kefu')}
        latest={
          latestKefu
            ? t(latestKefu.from === 'user' ? 'message.latest.kefuYou' : 'message.latest.kefuStaff', {
                text: kefuLine(latestKefu),
              })
            : t('message.empty.kefu')
        }
        time={latestKefu?.create_time}
        unread={counts?.kefu ?? 0}
      />
    </nav>
  );
}
