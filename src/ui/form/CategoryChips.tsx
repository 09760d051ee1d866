import { useEffect, useRef } from 'react';
import type { Category } from '../../api/draws/treasureTypes';
import { LineIcon } from '../display/LineIcon';
import './CategoryChips.css';
import { LazyPicture } from '../display/LazyPicture';

interface CategoryChipsProps {
  categories: readonly Category[];
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
  /** the first chip's words: every category */
  allLabel: string;
}

/**
 * The platform's categories as a row of chips over the list they filter, "All" first. A chip is as wide as
 * its name in every language (the row scrolls sideways), so no name is ever cut.
 */
export function CategoryChips({ categories, selected, onSelect, allLabel }: CategoryChipsProps) {
  const row = useRef<HTMLDivElement>(null);

  // A category chosen by the link may lie beyond the screen's edge: the row scrolls it into the middle
  // (sideways only; the page stays where it is). "All" is first: nothing to scroll, nothing to measure. The
  // measuring waits for the next frame, whose layout it then shares, instead of forcing one in the commit.
  useEffect(() => {
    if (selected === undefined) return;
    const frame = requestAnimationFrame(() => {
      const element = row.current;
      const chip = element?.querySelector<HTMLElement>('[aria-pressed="true"]');
      if (element && chip)
        element.scrollLeft = chip.offsetLeft - (element.clientWidth - chip.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  return (
    <div ref={row} className="category-chips">
      <button
        type="button"
        className="category-chip"
        aria-pressed={selected === undefined}
        onClick={() => onSelect(undefined)}
      >
        <span className="category-icon">
          <LineIcon name="all" />
        </span>
        {allLabel}
      </button>
      {categories.map((category) => (
        <button
          key={category.id}
          type="button"
          className="category-chip"
          aria-pressed={selected === category.id}
          onClick={() => onSelect(category.id)}
        >
          <LazyPicture className="category-icon" src={category.icon} />
          {category.name}
        </button>
      ))}
    </div>
  );
}
