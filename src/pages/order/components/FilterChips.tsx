import { useTranslation } from 'react-i18next';
import type { OrderLabel } from '../../../api/rules/orderLabels';

interface FilterChipsProps {
  filters: readonly OrderLabel[];
  value: OrderLabel | 'all';
  onChange: (value: OrderLabel | 'all') => void;
}

/** All, or one order label: a row of toggle chips that scrolls sideways. */
export function FilterChips({ filters, value, onChange }: FilterChipsProps) {
  const { t } = useTranslation();
  const options: (OrderLabel | 'all')[] = ['all', ...filters];
  return (
    <div className="order-filters" role="group" aria-label={t('order.filterBy')}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="order-chip"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {t(option === 'all' ? 'order.all' : `order.label.${option}`)}
        </button>
      ))}
    </div>
  );
}
