import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { PullToRefresh } from './PullToRefresh';
import { useShellMeta } from './routeMeta';
import { useGoBack } from './useGoBack';
import './PageShell.css';

interface PageShellProps {
  children: ReactNode;
  /** overrides the route's title */
  title?: ReactNode;
  right?: ReactNode;
  /** what a pull does; by default every query on screen is fetched again */
  onRefresh?: () => Promise<unknown>;
  /** a bar fixed under the content (buy buttons, forms' submit) */
  footer?: ReactNode;
  className?: string;
}

/** Every page: its own navigation bar, pull-to-refresh where the route allows it, a scrolling body. */
export function PageShell({ children, title, right, onRefresh, footer, className }: PageShellProps) {
  const meta = useShellMeta();

  const goBack = useGoBack();
  const refresh = onRefresh ?? meta?.refresh ?? (() => Promise.resolve());
  const body = <div className={`page-body ${className ?? ''}`}>{children}</div>;

  return (
    <div className="page">
      <NavBar
        className="page-nav"
        back={meta?.isTab ? null : ''}
        backIcon={meta?.isTab ? false : undefined}
        onBack={goBack}
        right={right}
      >
        <h1 className="page-title">{title ?? meta?.title}</h1>
      </NavBar>
      <main className="page-main">
        {meta?.pullToRefresh ? <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh> : body}
      </main>
      {footer ? <div className="page-footer">{footer}</div> : null}
    </div>
  );
}
