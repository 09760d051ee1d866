import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuanceDay } from '../../api/wallet/wallet';
import { TimeChart, type ChartSeries } from '../../ui/charts/TimeChart';

/** The line drawn over the issued bars: QC's price (the chart page) or the total supply (today's issuance). */
export type IssuanceLine = 'price' | 'supply';

/** A line (QC's price or its total supply) and the QC issued each day (bars below it), oldest on the left. */
export function IssuanceChart({ days, line = 'price' }: { days: IssuanceDay[]; line?: IssuanceLine }) {
  const { t } = useTranslation();
  const series = useMemo(
    (): ChartSeries[] => [
      {
        kind: 'line',
        label: t(line === 'price' ? 'wallet.chart.price' : 'wallet.chart.totalSupply'),
        colour: '--qc-color-primary',
        points: days.map((day) => ({
          time: day.date,
          value: line === 'price' ? day.price_usdt : day.total_supply,
        })),
      },
      {
        kind: 'bars',
        label: t('wallet.chart.added'),
        colour: '--qc-color-info',
        lower: true,
        points: days.map((day) => ({ time: day.date, value: day.added })),
      },
    ],
    [days, line, t],
  );
  return <TimeChart series={series} label={t('wallet.chart.title')} />;
}
