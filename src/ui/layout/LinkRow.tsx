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
  className?: string;
}

/** A full-width row that leads to another page: its label and a chevron. */
export function LinkRow({ to, children, tone = 'plain', className }: LinkRowProps) {
  const classes = ['link-row', tone === 'attention' ? 'link-row-attention' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={classes}>
      <span>{children}</span>
      <RightOutline aria-hidden />
    </Link>
  );
}
