import { useId, type ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import type { TileTone } from '../../ui/display/iconTile';

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
  /** four a row (the default), or one a row with the label's full name (documents and help, whose names are long) */
  layout?: 'grid' | 'rows';
}

/**
 * One theme of the my tab: a titled card of shortcuts, four a row with labels that wrap to two lines, never
 * cut; or one a row, the label beside its icon.
 */
export function ShortcutGrid({ title, tone, shortcuts, layout = 'grid' }: ShortcutGridProps) {
  const titleId = useId();
  const rows = layout === 'rows';
  return (
    <section className="my-grid" aria-labelledby={titleId}>
      <h2 className="my-grid-title" id={titleId}>
        {title}
      </h2>
      <ul className={rows ? 'my-grid-rows' : 'my-grid-items'}>
        {shortcuts.map(({ key, label, icon, onClick, caption }) => (
          <li key={key}>
            <button
              type="button"
              className={rows ? 'my-grid-row' : 'my-grid-item'}
              data-lines={rows ? undefined : '2'}
              onClick={onClick}
            >
              <span className={`icon-tile tone-${tone} my-grid-icon`} aria-hidden>
                {icon}
              </span>
              <span className="my-grid-label">{label}</span>
              {caption ? <span className="my-grid-caption">{caption}</span> : null}
              {rows ? <RightOutline className="my-grid-chevron" aria-hidden /> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
