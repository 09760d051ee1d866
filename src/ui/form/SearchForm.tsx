import type { FormEvent } from 'react';
import { LineIcon } from '../display/LineIcon';
import './SearchForm.css';

interface SearchFormProps {
  /** the search on screen, '' for none */
  keyword: string;
  onSearch: (keyword: string) => void;
  /** the field's name and placeholder */
  label: string;
  submitLabel: string;
  /** the place's own class (its margins) */
  className?: string;
}

/** A search field sent on submit (the keyboard's search key or the button); an empty search clears it. */
export function SearchForm({ keyword, onSearch, label, submitLabel, className }: SearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q');
    const input = field instanceof HTMLInputElement ? field : null;
    input?.blur();
    onSearch(input?.value.trim() ?? '');
  };

  return (
    <form className={className ? `search-form ${className}` : 'search-form'} role="search" onSubmit={submit}>
      <label className="search-form-field">
        <LineIcon name="search" />
        {/* Keyed by the search so that the field follows Back and the clear button. */}
        <input
          key={keyword}
          name="q"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          defaultValue={keyword}
          placeholder={label}
          aria-label={label}
        />
      </label>
      <button type="submit" className="search-form-button">
        {submitLabel}
      </button>
    </form>
  );
}
