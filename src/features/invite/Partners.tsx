import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe } from '../../api/account/account';
import { invitePages, invitesQuery, type Invitee } from '../../api/account/profile';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { PageShell } from '../../ui/layout/PageShell';
import { PartnerRow } from './PartnerRow';
import './partners.css';
import { href } from '../../lib/href';

const SHARE_PATH = href('/pages/my/share');

/** `/pages/my/partners`: the users who signed up with the user's code; leaders invite them to their team. */
export default function Partners() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Whether the user leads a team can change on the server: `me` is read again once it is stale.
  const leader = useMe((me) => me.isTeam).data ?? false;
  // Only the total: one row.
  const count = useQuery(invitesQuery({ pageIndex: 1, pageSize: 1 }));

  return (
    <PageShell>
      <section className="partners-head">
        <p className="partners-total">{t('partners.total', { total: count.data?.total ?? 0 })}</p>
        <Button size="small" shape="rounded" className="button-on-brand" onClick={() => navigate(SHARE_PATH)}>
          {t('partners.share')}
        </Button>
      </section>
      {leader ? <p className="partners-hint">{t('partners.teamHint')}</p> : null}
      <InfiniteList<Invitee>
        className="partners-list"
        itemClassName="partners-list-item"
        query={invitePages()}
        itemKey={(invitee) => invitee.uid}
        renderItem={(invitee) => <PartnerRow invitee={invitee} leader={leader} />}
        emptyText={t('partners.empty')}
      />
    </PageShell>
  );
}
