import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecentRewards } from '../../api/stakes/stakes';
import { TimeChart, type ChartSeries } from '../../ui/charts/TimeChart';
import { payoutDays } from './stakeMath';

/** Days the chart shows at most. */
export const PAYOUT_CHART_DAYS = 30;

/** The daily payouts of the user's stakes summed per server day, as bars. */
export function PayoutChart({ rewards }: { rewards: RecentRewards }) {
  const { t } = useTranslation();
  const series = useMemo(
    (): ChartSeries[] => [
      {
        kind: 'bars',
        label: t('stake.income.daily'),
        colour: '--qc-color-primary',
        points: payoutDays(rewards, PAYOUT_CHART_DAYS),
      },
    ],
    [rewards, t],
  );
  return <TimeChart series={series} label={t('stake.income.chart')} />;
}
