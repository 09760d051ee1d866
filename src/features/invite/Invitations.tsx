import { useTranslation } from 'react-i18next';
import { invitationPages, type TeamInvitation } from '../../api/messages/message';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { PageShell } from '../../ui/layout/PageShell';
import { InvitationCard } from './InvitationCard';
import { useMarkBoxRead } from '../messages';
import './Invitations.css';

/** `/pages/message/inviteMessage`: team leaders' invitations, newest first; a pending one is answered here. */
export default function Invitations() {
  const { t } = useTranslation();
  useMarkBoxRead('invitation');
  return (
    <PageShell>
      <p className="page-note">{t('message.invitation.note')}</p>
      <InfiniteList<TeamInvitation>
        className="invitation-list"
        query={invitationPages()}
        itemKey={(invitation) => invitation.id}
        renderItem={(invitation) => <InvitationCard invitation={invitation} />}
        emptyText={t('message.empty.invitation')}
      />
    </PageShell>
  );
}
