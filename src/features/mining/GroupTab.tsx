import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { miningGroupQuery } from '../../api/mining/mining';
import { Loading } from '../../ui/state/DataView';
import { ErrorState } from '../../ui/state/ErrorState';
import { GroupCard } from './GroupCard';
import { GroupMembers } from './GroupMembers';
import { JoinGroupForm } from './JoinGroupForm';
import '../../ui/layout/panel.css';

/** The user's group (its code to share, weight and members), or none yet; joining by code either way. */
export function GroupTab() {
  const { t } = useTranslation();
  const group = useQuery(miningGroupQuery());
  if (group.isPending) return <Loading />;
  if (group.isError && group.data === undefined)
    return <ErrorState error={group.error} onRetry={() => void group.refetch()} />;
  const data = group.data ?? null;

  return (
    <>
      {data ? (
        <GroupCard group={data} />
      ) : (
        <section className="card" data-testid="mining-no-group">
          <h2 className="panel-heading">{t('mining.group.noneTitle')}</h2>
          <p className="panel-note">{t('mining.group.noneText')}</p>
        </section>
      )}
      <JoinGroupForm inGroup={data !== null} />
      {data ? <GroupMembers /> : null}
    </>
  );
}
