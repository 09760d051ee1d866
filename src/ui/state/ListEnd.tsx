import { useEffect, useRef, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './ListEnd.css';

interface ListEndProps {
  /** whether the server has another page */
  hasMore: boolean;
  /** asks for the next page; rejects when it could not be had */
  loadMore: () => Promise<unknown>;
  /** rows still being drawn: say so, without asking for more */
  drawing?: boolean;
  /** how many rows are drawn: a page that adds some, with the end still in reach, asks for the next */
  rows: number;
  /** what it says when there is nothing more (nothing when left out) */
  doneText?: string;
}

/**
 * The end of a paged list: asks for the next page when it comes within 250 px of the screen, and again after
 * each page while it stays in reach; says it is loading, offers a retry when a page failed, and says when
 * there is no more. An IntersectionObserver watches it: nothing is measured on the main thread when a list
 * renders (the kit's InfiniteScroll measured its place after every render, a forced layout each time).
 */
export function ListEnd({ hasMore, loadMore, drawing = false, rows, doneText }: ListEndProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const [inReach, setInReach] = useState(false);
  const [failed, setFailed] = useState(false);
  // Whether a page is on its way: the moving dots show only then. An animated SVG redraws the page every
  // frame, even below the screen, so an idle end of a list (more to come, not yet in reach) stays still.
  const [loading, setLoading] = useState(false);
  // One page at a time: a ref, so that a render that comes before any state of this one does not ask again.
  const asking = useRef(false);
  const drawn = useRef(rows);
  useEffect(() => {
    drawn.current = rows;
  }, [rows]);
  // Set when an answer brought rows that were drawn while it was still being asked (that render skipped).
  const [caughtUp, setCaughtUp] = useState(0);

  useEffect(() => {
    const element = end.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => setInReach(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: '0px 0px 250px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!inReach || !hasMore || drawing || failed || asking.current) return;
    asking.current = true;
    setLoading(true);
    const before = drawn.current;
    loadMore()
      .catch(() => setFailed(true))
      .finally(() => {
        asking.current = false;
        setLoading(false);
        // Only an answer whose rows are already drawn asks again from here; one that changed nothing does not.
        if (drawn.current !== before) setCaughtUp((count) => count + 1);
      });
  }, [inReach, hasMore, drawing, failed, loadMore, rows, caughtUp]);

  return (
    <div ref={end} className="list-end">
      {failed ? (
        <button type="button" className="infinite-retry" onClick={() => setFailed(false)}>
          {t('list.failedRetry')}
        </button>
      ) : hasMore || drawing ? (
        <span className="infinite-status">
          {t('common.loading')}
          {loading || drawing ? <DotLoading /> : null}
        </span>
      ) : doneText ? (
        <span className="infinite-status">{doneText}</span>
      ) : null}
    </div>
  );
}
