import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issuanceDayPages, issuanceDaysQuery } from '../../api/wallet/wallet';
import { useSession } from '../../stores/session';
import { PageShell } from '../../ui/layout/PageShell';
import { Segmented } from '../../ui/layout/Segmented';
import { useFormat } from '../../ui/hooks/useFormat';
import { DailyChartCard } from '../../ui/charts/DailyChartCard';
import { DayList } from './DayRow';
import { IssuanceChart } from './IssuanceChart';
import { IssuanceRanking } from './IssuanceRanking';
import { IssuanceToday } from './IssuanceToday';
import { MyIssuanceList } from './MyIssuanceList';
import '../../ui/layout/panel.css';

type Board = 'history' | 'ranking' | 'mine';

/** QC issued today: the figures, a chart of supply and daily issuance, then the days, the ranking and the user's share. */
export default function Issuance() {
  const { t } = useTranslation();
  const format = useFormat();
  const signedIn = useSession((state) => state.uid !== 0);
  const [chosen, setBoard] = useState<Board>('history');
  const board = chosen === 'mine' && !signedIn ? 'history' : chosen;
  const boards: Board[] = signedIn ? ['history', 'ranking', 'mine'] : ['history', 'ranking'];

  return (
    <PageShell>
      <IssuanceToday
        title={t('issuance.today')}
        facts={(info) => [
          { label: t('issuance.add.today'), value: format.qc(info.today_added) },
          { label: t('issuance.add.supply'), value: format.qc(info.total_supply) },
          { label: t('issuance.add.next'), value: format.time(info.next_time) },
          ...(signedIn ? [{ label: t('issuance.add.mine'), value: format.qc(info.my_today) }] : []),
        ]}
      />
      <DailyChartCard
        title={t('issuance.add.chart')}
        query={issuanceDaysQuery}
        emptyText={t('issuance.noDays')}
      >
        {(days) => <IssuanceChart days={days} line="supply" />}
      </DailyChartCard>
      <section className="card" aria-label={t(`issuance.add.board.${board}`)}>
        <Segmented
          label={t('issuance.add.boards')}
          value={board}
          onChange={setBoard}
          options={boards.map((value) => ({ value, label: t(`issuance.add.board.${value}`) }))}
        />
        {board === 'history' ? (
          <DayList
            query={issuanceDayPages()}
            facts={(day) => [
              { label: t('issuance.add.added'), value: format.signed(day.added, 'QC') },
              { label: t('issuance.add.supply'), value: format.qc(day.total_supply) },
            ]}
          />
        ) : board === 'ranking' ? (
          <IssuanceRanking />
        ) : (
          <MyIssuanceList />
        )}
      </section>
    </PageShell>
  );
}
