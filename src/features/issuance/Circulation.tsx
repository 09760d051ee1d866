import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { circulationPages, circulationQuery, stakeCountsQuery } from '../../api/stakes/stakes';
import { useSession } from '../../stores/session';
import { PageShell } from '../../ui/layout/PageShell';
import { useFormat } from '../../ui/hooks/useFormat';
import { DailyChartCard } from '../../ui/charts/DailyChartCard';
import { CirculationChart } from './CirculationChart';
import { DayList } from './DayRow';
import { IssuanceToday } from './IssuanceToday';
import '../../ui/layout/panel.css';

/** QC in circulation today: the figures, a chart of circulating and staked QC, and the days before. */
export default function Circulation() {
  const { t } = useTranslation();
  const format = useFormat();
  const signedIn = useSession((state) => state.uid !== 0);
  // Stakes/indexCt needs a session: a guest reads what was staked at the end of the newest day instead.
  const counts = useQuery({ ...stakeCountsQuery(), enabled: signedIn });
  const newest = useQuery({ ...circulationQuery({ pageIndex: 1, pageSize: 1 }), enabled: !signedIn });
  const staked = signedIn ? counts.data?.total_staked : newest.data?.list[0]?.staked;
  const stakedFailed = signedIn ? counts.isError : newest.isError;

  return (
    <PageShell>
      <IssuanceToday
        title={t('issuance.today')}
        facts={(info) => [
          { label: t('issuance.circ.circulating'), value: format.qc(info.circulating) },
          { label: t('issuance.circ.todayAdded'), value: format.signed(info.today_circulating, 'QC') },
          {
            // A guest's figure is the newest day's, so it is not called "now".
            label: signedIn ? t('issuance.circ.stakedNow') : t('issuance.circ.staked'),
            value: staked !== undefined ? format.qc(staked) : stakedFailed ? t('issuance.unavailable') : '…',
          },
        ]}
      />
      <DailyChartCard
        title={t('issuance.circ.chart')}
        query={circulationQuery}
        emptyText={t('issuance.noDays')}
      >
        {(days) => <CirculationChart days={days} />}
      </DailyChartCard>
      <section className="card" aria-label={t('issuance.circ.history')}>
        <h2 className="panel-heading">{t('issuance.circ.history')}</h2>
        <DayList
          query={circulationPages()}
          facts={(day) => [
            { label: t('issuance.circ.circulating'), value: format.qc(day.circulating) },
            { label: t('issuance.circ.staked'), value: format.qc(day.staked) },
          ]}
        />
      </section>
    </PageShell>
  );
}
