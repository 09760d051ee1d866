import { useTranslation } from 'react-i18next';
import type { PageQuery } from '../../../api/types';
import { Segmented } from '../../../ui/Segmented';

/** How far back a daily chart reaches. */
export type ChartRange = '7' | '30' | 'all';

/** Days read for each range (the daily lists answer at most 400 rows a page). */
const DAYS: Record<ChartRange, number> = { '7': 7, '30': 30, all: 400 };

/** The first page of a daily list (newest first) holding the range's days. */
export const rangePage = (range: ChartRange): PageQuery => ({ pageIndex: 1, pageSize: DAYS[range] });

/** 7 days, 30 days or all: the choice above every daily chart of the wallet. */
export function ChartRangePicker({
  value,
  onChange,
}: {
  value: ChartRange;
  onChange: (v: ChartRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <Segmented
      label={t('wallet.chart.range')}
      value={value}
      onChange={onChange}
      options={[
        { value: '7', label: t('wallet.chart.days7') },
        { value: '30', label: t('wallet.chart.days30') },
        { value: 'all', label: t('wallet.chart.all') },
      ]}
    />
  );
}
