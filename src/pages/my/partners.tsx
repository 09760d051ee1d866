import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProfile } from '../../api/account';
import { getInviteList, invitesQuery, profileKeys, type Invitee } from '../../api/profile';
import { useSession } from '../../stores/session';
import { InfiniteList } from '../../ui/InfiniteList';
import { PageShell } from '../../ui/PageShell';
import { PartnerRow } from './components/PartnerRow';
import './partners.css';
import { href } from '../../lib/href';

const SHARE_PATH = href('/pages/my/share');

/** `/pages/my/partners`: the users who signed up with the user's code; leaders invite them to their team. */
export default function PartnersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Whether the user leads a team can change on the server: the profile is read fresh.
  useProfile();
  const leader = useSession((s) => s.userInfo.isTeam);
  // Only the total: one row.
  const count = useQuery(invitesQuery({ pageIndex: 1, pageSize: 1 }));

  return (
    <PageShell>
      <section className="partners-head">
        <p className="partners-total">{t('partners.total', { total: count.data?.total ?? 0 })}</p>
        <Button size="small" shape="rounded" color="primary" onClick={() => navigate(SHARE_PATH)}>
          {t('partners.share')}
        </Button>
      </section>
      {leader ? <p className="partners-hint">{t('partners.teamHint')}</p> : null}
      <InfiniteList<Invitee>
        className="partners-list"
        queryKey={[...profileKeys.all, 'invites', 'infinite']}
        fetchPage={(pageIndex, pageSize) => getInviteList({ pageIndex, pageSize })}
        itemKey={(invitee) => invitee.uid}
        renderItem={(invitee) => <PartnerRow invitee={invitee} leader={leader} />}
        emptyText={t('partners.empty')}
      />
    </PageShell>
  );
}
