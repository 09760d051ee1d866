import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RightOutline } from 'antd-mobile-icons';
import './LinkRow.css';

interface LinkRowProps {
  /** a path made with href() */
  to: string;
  children: ReactNode;
  /** 'attention': something waits for the user (the warning colours) */
  tone?: 'plain' | 'attention';
  /** a row of a card's list: no ground or margins of its own, in the link colour, a divider between two */
  inCard?: boolean;
  className?: string;
}

/** A full-width row that leads to another page: its label and a chevron. */
export function LinkRow({ to, children, tone = 'plain', inCard, className }: LinkRowProps) {
  const classes = [
    'link-row',
    tone === 'attention' ? 'link-row-attention' : '',
    inCard ? 'link-row-in-card' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={classes}>
      <span>{children}</span>
      <RightOutline aria-hidden />
    </Link>
  );
}
