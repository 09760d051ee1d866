import { useId } from 'react';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  useHandleTeamInvitation,
  type InvitationStatus,
  type TeamInvitation,
} from '../../api/messages/message';
import { confirmDialog } from '../../ui/state/dialogs';
import { SendButton } from '../../ui/money/SendButton';
import { toast } from '../../ui/state/toast';
import { useFormat } from '../../ui/hooks/useFormat';
import { UserAvatar } from '../../ui/display/UserAvatar';
import './InvitationCard.css';

const STATUS_COLOR: Record<InvitationStatus, 'primary' | 'success' | 'danger' | 'default'> = {
  pending: 'primary',
  accepted: 'success',
  rejected: 'danger',
  expired: 'default',
};

/**
 * A team leader's invitation: who, when, until when, its state; a pending one is accepted or declined here,
 * after asking. The server's clock decides when one runs out: an answer it refuses (expired, or handled on
 * another phone) says so, and the list is read again.
 */
export function InvitationCard({ invitation }: { invitation: TeamInvitation }) {
  const { t } = useTranslation();
  const text = useFormat();
  const nameId = useId();
  const handle = useHandleTeamInvitation();
  const { leaderName: name } = invitation;
  const { status } = invitation;

  const answer = async (action: 'accept' | 'reject') => {
    const confirmed = await confirmDialog({
      title: t(action === 'accept' ? 'message.invitation.acceptTitle' : 'message.invitation.rejectTitle', {
        name,
      }),
      content: t(action === 'accept' ? 'message.invitation.acceptText' : 'message.invitation.rejectText'),
      confirmText: t(action === 'accept' ? 'message.invitation.accept' : 'message.invitation.reject'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    await handle.mutateAsync({ id: invitation.id, action });
    toast(
      t(action === 'accept' ? 'message.invitation.accepted' : 'message.invitation.rejected', { name }),
      'success',
    );
  };

  return (
    <article className="invitation-card" aria-labelledby={nameId}>
      <div className="invitation-head">
        <UserAvatar src={invitation.leaderAvatar} className="invitation-avatar" />
        <div className="invitation-main">
          <p className="invitation-name" id={nameId} data-may-clip>
            {t('message.invitation.from', { name })}
          </p>
          <p className="invitation-time">
            {status === 'pending'
              ? t('message.invitation.expires', { time: text.time(invitation.expireTime) })
              : text.time(invitation.createTime)}
          </p>
        </div>
        <Tag color={STATUS_COLOR[status]} fill="outline">
          {t(`message.invitation.status.${status}`)}
        </Tag>
      </div>
      {status === 'pending' ? (
        <div className="invitation-actions">
          <SendButton size="small" shape="rounded" onSend={() => answer('reject')}>
            {t('message.invitation.reject')}
          </SendButton>
          <SendButton size="small" shape="rounded" color="primary" onSend={() => answer('accept')}>
            {t('message.invitation.accept')}
          </SendButton>
        </div>
      ) : null}
    </article>
  );
}
