import type { Fact } from '../../../ui/FactList';
import { FactList } from '../../../ui/FactList';
import { useFormat } from '../../../ui/useFormat';

/** One server day of a daily list (issuance, circulation): its date and its figures. */
export function DayRow({ date, facts }: { date: number; facts: Fact[] }) {
  const format = useFormat();
  return (
    <div className="issuance-day">
      <span className="issuance-day-date">{format.day(date)}</span>
      <FactList className="issuance-day-facts" facts={facts} />
    </div>
  );
}
