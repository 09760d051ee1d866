import { useId } from 'react';
import { Tag } from 'antd-mobile';
import { UserAvatar } from '../../ui/display/UserAvatar';
import { useTranslation } from 'react-i18next';
import { useSendTeamInvitation, type InvitationStatus } from '../../api/messages/message';
import type { Invitee } from '../../api/account/profile';
import { SendButton } from '../../ui/money/SendButton';
import { toast } from '../../ui/state/toast';
import { useFormat } from '../../ui/hooks/useFormat';
import { Amount } from '../../ui/money/Amount';

const STATUS_COLOR: Record<InvitationStatus, 'primary' | 'success' | 'danger' | 'default'> = {
  pending: 'primary',
  accepted: 'success',
  rejected: 'danger',
  expired: 'default',
};

/** Whom a leader may invite (again): nobody invited yet, or an invitation that was declined or ran out. */
const canInvite = (status: InvitationStatus | null) =>
  status === null || status === 'rejected' || status === 'expired';

/** The team part of a row: the state of the leader's latest invitation and, when allowed, (re)inviting. */
function PartnerInvite({ invitee }: { invitee: Invitee }) {
  const { t } = useTranslation();
  const sendInvitation = useSendTeamInvitation();
  const status = invitee.invitation;

  // The button stays busy until the list shows the new invitation.
  const invite = async () => {
    await sendInvitation.mutateAsync(invitee.uid);
    toast(t('partners.invited', { name: invitee.nickName }), 'success');
  };

  return (
    <div className="partner-team">
      {status ? (
        <Tag color={STATUS_COLOR[status]} fill="outline">
          {t(`partners.status.${status}`)}
        </Tag>
      ) : null}
      {canInvite(status) ? (
        <SendButton size="mini" shape="rounded" color="primary" onSend={invite}>
          {status ? t('partners.inviteAgain') : t('partners.invite')}
        </SendButton>
      ) : null}
    </div>
  );
}

/** One invited user: who, when they joined, the QC it brought; team leaders also see the team invitation. */
export function PartnerRow({ invitee, leader }: { invitee: Invitee; leader: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const nameId = useId();
  return (
    <article className="partner-row" aria-labelledby={nameId}>
      <UserAvatar src={invitee.avatar} className="partner-avatar" />
      <div className="partner-main">
        <div className="partner-head">
          <p className="partner-name" id={nameId} data-may-clip>
            {invitee.nickName}
          </p>
          <span className="partner-reward">
            <Amount value={invitee.reward} unit="qc" signed />
          </span>
        </div>
        <p className="partner-time">{t('partners.joined', { time: format.time(invitee.createTime) })}</p>
        {leader ? <PartnerInvite invitee={invitee} /> : null}
      </div>
    </article>
  );
}
