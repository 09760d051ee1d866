import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BazaarCurrency, BazaarListFilter, BazaarSort } from '../../api/goods/goods';
import { categoriesQuery } from '../../api/draws/treasure';
import { CategoryChips } from '../../ui/form/CategoryChips';
import { Segmented } from '../../ui/layout/Segmented';
import { CURRENCIES, SORTS } from './marketFilter';

type Choice = 'all' | BazaarCurrency;

interface MarketFiltersProps {
  filter: BazaarListFilter;
  onChange: (patch: Record<string, string | undefined>) => void;
}

/** Category chips (the platform's categories, a listing's product's), then the currency and the order. */
export function MarketFilters({ filter, onChange }: MarketFiltersProps) {
  const { t } = useTranslation();
  const categories = useQuery(categoriesQuery());
  const sortName = (sort: BazaarSort) =>
    sort === 'new' ? (
      t('cart.sort.new')
    ) : (
      <>
        <span aria-hidden>{t(`cart.sort.${sort}`)}</span>
        <span className="visually-hidden">{t(`cart.sort.${sort}Name`)}</span>
      </>
    );

  return (
    <>
      <nav aria-label={t('cart.categories')}>
        <CategoryChips
          categories={categories.data ?? []}
          selected={filter.type}
          onSelect={(id) => onChange({ category: id?.toString() })}
          allLabel={t('cart.all')}
        />
      </nav>
      <div className="market-choices">
        <Segmented<Choice>
          className="market-choice"
          label={t('cart.currency.label')}
          value={filter.currency ?? 'all'}
          options={(['all', ...CURRENCIES] as const).map((value) => ({
            value,
            label: t(`cart.currency.${value}`),
          }))}
          onChange={(value) => onChange({ currency: value === 'all' ? undefined : value })}
        />
        <Segmented<BazaarSort>
          className="market-choice"
          label={t('cart.sort.label')}
          value={filter.sort ?? 'new'}
          options={SORTS.map((value) => ({ value, label: sortName(value) }))}
          onChange={(value) => onChange({ sort: value === 'new' ? undefined : value })}
        />
      </div>
    </>
  );
}
