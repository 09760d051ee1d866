import { CheckCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { noticePages, useClearMessage, type Notice } from '../../api/messages/message';
import { confirmDialog } from '../../ui/state/dialogs';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { PageShell } from '../../ui/layout/PageShell';
import { NoticeCard } from './NoticeCard';
import './Notices.css';

/** `/pages/message/system`: the system notices, newest first; opening one marks it read. */
export default function Notices() {
  const { t } = useTranslation();
  const clear = useClearMessage();

  const markAllRead = () =>
    void confirmDialog({
      content: t('message.markAllReadConfirm'),
      confirmText: t('message.markAllRead'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        await clear.mutateAsync({ box: 'notice' });
      },
    });

  return (
    <PageShell
      right={
        <button
          type="button"
          className="page-nav-icon"
          aria-label={t('message.markAllRead')}
          onClick={markAllRead}
          disabled={clear.isPending}
        >
          <CheckCircleOutline />
        </button>
      }
    >
      <InfiniteList<Notice>
        className="notice-list"
        query={noticePages()}
        itemKey={(notice) => notice.id}
        renderItem={(notice) => (
          <NoticeCard notice={notice} onRead={(read) => clear.mutate({ box: 'notice', id: read.id })} />
        )}
        emptyText={t('message.empty.notice')}
      />
    </PageShell>
  );
}
