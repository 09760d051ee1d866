import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoriesQuery } from '../../../api/draws/treasure';
import { CategoryChips } from '../../../ui/form/CategoryChips';
import { DataView } from '../../../ui/state/DataView';
import './CategoryBar.css';

interface CategoryBarProps {
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
}

/** The categories over the product list they filter (ui/CategoryChips), "All" first. */
export function CategoryBar({ selected, onSelect }: CategoryBarProps) {
  const { t } = useTranslation();
  const query = useQuery(categoriesQuery());

  return (
    <section className="home-categories" aria-label={t('home.categories')}>
      <DataView query={query} isEmpty={(list) => list.length === 0} emptyText={t('home.noCategories')} inline>
        {(categories) => (
          <CategoryChips
            categories={categories}
            selected={selected}
            onSelect={onSelect}
            allLabel={t('home.all')}
          />
        )}
      </DataView>
    </section>
  );
}
