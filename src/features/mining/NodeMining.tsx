import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { miningPageQuery } from '../../api/mining/mining';
import { Segmented } from '../../ui/layout/Segmented';
import { useQueryParam } from '../../ui/hooks/usePageParams';
import { GroupTab } from './GroupTab';
import { LocationTab } from './LocationTab';
import { MiningTab } from './MiningTab';
import { RankingTab } from './RankingTab';
import { useMiningHeartbeat } from './useMiningHeartbeat';
import '../../ui/layout/panel.css';

const TABS = ['mining', 'group', 'ranking', 'location'] as const;
type Tab = (typeof TABS)[number];
const parseTab = (raw: string | null): Tab => TABS.find((tab) => tab === raw) ?? 'mining';

/** Node mining: the session, the group, the rankings and the node location, one tab each (`?tab=`). */
export function NodeMining() {
  const { t } = useTranslation();
  const [tab, setTab] = useQueryParam('tab', parseTab);
  const page = useQuery(miningPageQuery());
  // Whichever tab is on show, a running session keeps beating.
  useMiningHeartbeat(page.data?.status === 1);

  return (
    <>
      <div className="panel-tabs">
        <Segmented
          label={t('mining.tabs.label')}
          value={tab}
          onChange={setTab}
          options={TABS.map((value) => ({ value, label: t(`mining.tabs.${value}`) }))}
        />
      </div>
      {tab === 'mining' ? <MiningTab page={page} /> : null}
      {tab === 'group' ? <GroupTab /> : null}
      {tab === 'ranking' ? <RankingTab /> : null}
      {tab === 'location' ? <LocationTab /> : null}
    </>
  );
}
