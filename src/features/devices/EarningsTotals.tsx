import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { earningsCountQuery } from '../../api/devices/device';
import { useFormat } from '../../ui/hooks/useFormat';
import { FiguresHero } from './FiguresHero';

/** The user's device income today, yesterday (server days) and in all. */
export function EarningsTotals() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <FiguresHero
      title={t('device.income.totals')}
      query={useQuery(earningsCountQuery())}
      main={(data) => ({ label: t('device.income.total'), value: format.qc(data.total) })}
      figures={(data) => [
        { label: t('device.income.today'), value: format.qc(data.today) },
        { label: t('device.income.yesterday'), value: format.qc(data.yesterday) },
      ]}
      testIds={{ main: 'earnings-total', figures: 'earnings-counts' }}
    />
  );
}
