import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { earningsQuery, type DailyEarning } from '../../api/devices/device';
import { DailyChartCard } from '../../ui/charts/DailyChartCard';
import { TimeChart, type ChartSeries } from '../../ui/charts/TimeChart';

/** Device income by server day as bars, over 7 days, 30 days or all. */
export function EarningsChart() {
  const { t } = useTranslation();
  return (
    <DailyChartCard
      title={t('device.income.chart')}
      query={earningsQuery}
      emptyText={t('device.income.noDays')}
    >
      {(days) => <EarningsBars days={days} />}
    </DailyChartCard>
  );
}

function EarningsBars({ days }: { days: DailyEarning[] }) {
  const { t } = useTranslation();
  const series = useMemo(
    (): ChartSeries[] => [
      {
        kind: 'bars',
        label: t('device.income.daily'),
        colour: '--qc-color-primary',
        points: days.map((day) => ({ time: day.date, value: day.amount })),
      },
    ],
    [days, t],
  );
  return <TimeChart series={series} label={t('device.income.chart')} />;
}
