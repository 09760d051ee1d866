import { useTranslation } from 'react-i18next';
import type { OrderLabel } from '../../api/orders/rules/orderLabels';
import { groupFilters } from './filterGroups';
import './FilterChips.css';

interface FilterChipsProps {
  filters: readonly OrderLabel[];
  value: OrderLabel | 'all';
  onChange: (value: OrderLabel | 'all') => void;
}

/**
 * All, or a stage (draw, to do, delivery, closed); a stage with several labels shows them in a second row.
 * A line under the chips says what the chosen label means. The list filters by one label at a time, so a
 * stage opens on its first.
 */
export function FilterChips({ filters, value, onChange }: FilterChipsProps) {
  const { t } = useTranslation();
  const groups = groupFilters(filters);
  const current = value === 'all' ? undefined : groups.find(({ labels }) => labels.includes(value));

  return (
    <div className="order-filters">
      <div className="order-chips" role="group" aria-label={t('order.filterBy')}>
        <button
          type="button"
          className="order-chip"
          aria-pressed={value === 'all'}
          onClick={() => onChange('all')}
        >
          {t('order.all')}
        </button>
        {groups.map(({ group, labels }) => (
          <button
            key={group}
            type="button"
            className="order-chip"
            aria-pressed={current?.group === group}
            onClick={() => {
              if (current?.group !== group && labels[0]) onChange(labels[0]);
            }}
          >
            {t(`order.group.${group}`)}
          </button>
        ))}
      </div>
      {current && current.labels.length > 1 ? (
        <div className="order-states" role="group" aria-label={t(`order.group.${current.group}`)}>
          {current.labels.map((label) => (
            <button
              key={label}
              type="button"
              className="order-state"
              aria-pressed={label === value}
              onClick={() => onChange(label)}
            >
              {t(`order.label.${label}`)}
            </button>
          ))}
        </div>
      ) : null}
      {value !== 'all' ? (
        <p className="order-filter-note">
          {current?.labels.length === 1 ? <strong>{t(`order.label.${value}`)}</strong> : null}
          {t(`order.meaning.${value}`)}
        </p>
      ) : null}
    </div>
  );
}
