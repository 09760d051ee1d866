import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../ui/LineIcon';

interface HomeSearchProps {
  /** the search on screen, '' in the hall */
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** The store's search field; an empty search goes back to the hall. */
export function HomeSearch({ keyword, onSearch }: HomeSearchProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q');
    const input = field instanceof HTMLInputElement ? field : null;
    input?.blur();
    onSearch(input?.value.trim() ?? '');
  };

  return (
    <form className="home-search" role="search" onSubmit={submit}>
      <label className="home-search-field">
        <LineIcon name="search" />
        {/* Keyed by the search so that the field follows Back and the clear button. */}
        <input
          key={keyword}
          name="q"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          defaultValue={keyword}
          placeholder={t('home.searchStore')}
          aria-label={t('home.searchStore')}
        />
      </label>
      <button type="submit" className="home-search-button">
        {t('home.search')}
      </button>
    </form>
  );
}
