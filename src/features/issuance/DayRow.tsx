import { useTranslation } from 'react-i18next';
import type { PagedQuery } from '../../api/paging';
import type { Fact } from '../../ui/display/FactList';
import { FactList } from '../../ui/display/FactList';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { useFormat } from '../../ui/hooks/useFormat';
import './DayRow.css';

/** One server day of a daily list (issuance, circulation): its date and its figures. */
function DayRow({ date, facts }: { date: number; facts: Fact[] }) {
  const format = useFormat();
  return (
    <div className="issuance-day">
      <span className="issuance-day-date">{format.day(date)}</span>
      <FactList className="issuance-day-facts" facts={facts} />
    </div>
  );
}

/** Server days page by page, newest first, each with its figures. */
export function DayList<T extends { date: number }>({
  query,
  facts,
}: {
  query: PagedQuery<T>;
  facts: (day: T) => Fact[];
}) {
  const { t } = useTranslation();
  return (
    <InfiniteList
      className="issuance-days"
      query={query}
      itemKey={(day) => day.date}
      emptyText={t('issuance.noDays')}
      renderItem={(day) => <DayRow date={day.date} facts={facts(day)} />}
    />
  );
}
