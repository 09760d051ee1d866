import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuanceDay } from '../../../api/wallet';
import { TimeChart, type ChartSeries } from '../../../ui/charts/TimeChart';

/** QC's price (a line) and the QC issued each day (bars below it), oldest on the left. */
export function IssuanceChart({ days }: { days: IssuanceDay[] }) {
  const { t } = useTranslation();
  const series = useMemo(
    (): ChartSeries[] => [
      {
        kind: 'line',
        label: t('wallet.chart.price'),
        colour: '--qc-color-primary',
        points: days.map((day) => ({ time: day.date, value: day.price_usdt })),
      },
      {
        kind: 'bars',
        label: t('wallet.chart.added'),
        colour: '--qc-color-accent',
        lower: true,
        points: days.map((day) => ({ time: day.date, value: day.added })),
      },
    ],
    [days, t],
  );
  return <TimeChart series={series} label={t('wallet.chart.title')} />;
}
