import { useId, type ReactNode } from 'react';
import type { TileTone } from '../../../ui/iconTile';

export interface Shortcut {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** a short line under the label: a state (today's check-in) or a value (the language) */
  caption?: ReactNode;
}

interface ShortcutGridProps {
  title: string;
  /** the theme's colour for its icons: a token family (tokens.css) */
  tone: TileTone;
  shortcuts: readonly Shortcut[];
}

/** One theme of the my tab: a titled card of shortcuts, four a row; labels wrap to two lines, never cut. */
export function ShortcutGrid({ title, tone, shortcuts }: ShortcutGridProps) {
  const titleId = useId();
  return (
    <section className="my-grid" aria-labelledby={titleId}>
      <h2 className="my-grid-title" id={titleId}>
        {title}
      </h2>
      <ul className="my-grid-items">
        {shortcuts.map(({ key, label, icon, onClick, caption }) => (
          <li key={key}>
            <button type="button" className="my-grid-item" data-lines="2" onClick={onClick}>
              <span className={`icon-tile tone-${tone} my-grid-icon`} aria-hidden>
                {icon}
              </span>
              <span className="my-grid-label">{label}</span>
              {caption ? <span className="my-grid-caption">{caption}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
