import { useState, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page, PageQuery } from '../../api/types';
import { DataView } from '../state/DataView';
import { Segmented } from '../layout/Segmented';
import './chart.css';

/** How far back a daily chart reaches. */
export type ChartRange = '7' | '30' | 'all';

/** Days read for each range (the daily lists answer at most 400 rows a page). */
const DAYS: Record<ChartRange, number> = { '7': 7, '30': 30, all: 400 };

/** The first page of a daily list (newest first) holding the range's days. */
export const rangePage = (range: ChartRange): PageQuery => ({ pageIndex: 1, pageSize: DAYS[range] });

/** 7 days, 30 days or all: the choice above every daily chart. */
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
      label={t('common.chartRange.label')}
      value={value}
      onChange={onChange}
      options={[
        { value: '7', label: t('common.chartRange.days7') },
        { value: '30', label: t('common.chartRange.days30') },
        { value: 'all', label: t('common.chartRange.all') },
      ]}
    />
  );
}

interface DailyChartCardProps<T, K extends QueryKey> {
  title: string;
  /** the daily list's query for a page of days (newest first) */
  query: (page: PageQuery) => UseQueryOptions<Page<T>, Error, Page<T>, K>;
  emptyText: string;
  /** the chart of the days read */
  children: (days: T[]) => ReactNode;
}

/** A card with a daily chart and the range above it (30 days first): loading, empty and error states. */
export function DailyChartCard<T, K extends QueryKey>({
  title,
  query,
  emptyText,
  children,
}: DailyChartCardProps<T, K>) {
  const [range, setRange] = useState<ChartRange>('30');
  const days = useQuery(query(rangePage(range)));
  return (
    <section className="card" aria-label={title}>
      <h2 className="qc-chart-heading">{title}</h2>
      <ChartRangePicker value={range} onChange={setRange} />
      <DataView query={days} isEmpty={(page) => page.list.length === 0} emptyText={emptyText}>
        {(page) => children(page.list)}
      </DataView>
    </section>
  );
}
