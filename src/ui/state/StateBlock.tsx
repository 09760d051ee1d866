import type { ReactNode } from 'react';
import { LineIcon } from '../display/LineIcon';
import './StateBlock.css';

const ICONS = {
  empty: <LineIcon name="empty" />,
  error: <LineIcon name="alert" />,
  offline: <LineIcon name="clock" />,
} as const;

export type StateKind = keyof typeof ICONS;

interface StateBlockProps {
  kind: StateKind;
  title?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** one line (icon, title, description side by side), for a state in a strip of fixed height */
  inline?: boolean;
}

/** The picture-and-words block of empty, error, offline and not-found states (light: it is on the first screen). */
export function StateBlock({ kind, title, description, children, inline }: StateBlockProps) {
  return (
    <div className={`state-block state-${kind}${inline ? ' is-inline' : ''}`}>
      <div className="state-icon" aria-hidden>
        {ICONS[kind]}
      </div>
      {title ? <p className="state-title">{title}</p> : null}
      {description ? <p className="state-description">{description}</p> : null}
      {children ? <div className="state-actions">{children}</div> : null}
    </div>
  );
}
