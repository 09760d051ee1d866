import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../display/LineIcon';
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
  /**
   * one screen high (a chat): the body holds its own scroller between the bar and the footer, and the footer
   * rides above the phone's keyboard (useKeyboardInset)
   */
  screen?: boolean;
  className?: string;
}

/**
 * Every page: a header with its title and, off the tabs, a back button; the main landmark with the body
 * (pull-to-refresh where the route allows it) and the footer bar, so that everything on screen sits in a
 * landmark. The bar is our own markup: the UI kit's gives its left side a button role and no name.
 */
export function PageShell({ children, title, right, onRefresh, footer, screen, className }: PageShellProps) {
  const { t } = useTranslation();
  const meta = useShellMeta();

  const goBack = useGoBack();
  const refresh = onRefresh ?? meta?.refresh ?? (() => Promise.resolve());
  const body = <div className={`page-body ${className ?? ''}`}>{children}</div>;

  return (
    <div className={screen ? 'page is-screen' : 'page'}>
      <header className="page-nav">
        <div className="page-nav-side">
          {meta?.isTab ? null : (
            <button type="button" className="page-back" aria-label={t('common.back')} onClick={goBack}>
              <LineIcon name="back" />
            </button>
          )}
        </div>
        <h1 className="page-title">{title ?? meta?.title}</h1>
        <div className="page-nav-side page-nav-right">{right}</div>
      </header>
      <main className="page-main">
        {meta?.pullToRefresh ? <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh> : body}
        {footer ? <div className="page-footer">{footer}</div> : null}
      </main>
    </div>
  );
}
