import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoriesQuery } from '../../../api/treasure';
import { DataView } from '../../../ui/DataView';
import { LineIcon } from '../../../ui/LineIcon';

interface CategoryGridProps {
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
}

/** Category icons; the chosen one filters the product lists below, "All" clears the filter. */
export function CategoryGrid({ selected, onSelect }: CategoryGridProps) {
  const { t } = useTranslation();
  const query = useQuery(categoriesQuery());

  return (
    <section className="home-section" aria-label={t('home.categories')}>
      <DataView query={query} isEmpty={(list) => list.length === 0} emptyText={t('home.noCategories')}>
        {(categories) => (
          <div className="category-grid">
            <button
              type="button"
              className="category"
              aria-pressed={selected === undefined}
              onClick={() => onSelect(undefined)}
            >
              <span className="category-icon">
                <LineIcon name="all" />
              </span>
              <span className="category-name">{t('home.all')}</span>
            </button>
            {categories.map((category) => (
              <button
                key={category.id}
                type="button"
                className="category"
                aria-pressed={selected === category.id}
                onClick={() => onSelect(category.id)}
              >
                <img className="category-icon" src={category.icon} alt="" loading="lazy" />
                <span className="category-name">{category.name}</span>
              </button>
            ))}
          </div>
        )}
      </DataView>
    </section>
  );
}
