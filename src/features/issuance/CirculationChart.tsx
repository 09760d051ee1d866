import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CirculationDay } from '../../api/stakes/stakes';
import { TimeChart, type ChartSeries } from '../../ui/charts/TimeChart';

/** QC in circulation (a line) and QC staked at each day's end (bars below it), oldest on the left. */
export function CirculationChart({ days }: { days: CirculationDay[] }) {
  const { t } = useTranslation();
  const series = useMemo(
    (): ChartSeries[] => [
      {
        kind: 'line',
        label: t('issuance.circ.circulating'),
        colour: '--qc-color-primary',
        points: days.map((day) => ({ time: day.date, value: day.circulating })),
      },
      {
        kind: 'bars',
        label: t('issuance.circ.staked'),
        colour: '--qc-color-success',
        lower: true,
        points: days.map((day) => ({ time: day.date, value: day.staked })),
      },
    ],
    [days, t],
  );
  return <TimeChart series={series} label={t('issuance.circ.chart')} />;
}
