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
  /** what it says when there is nothing more (nothing when left out) */
  doneText?: string;
}

/**
 * The end of a paged list: asks for the next page when it comes within 250 px of the screen, and again after
 * each page while it stays in reach; says it is loading, offers a retry when a page failed, and says when
 * there is no more. An IntersectionObserver watches it: nothing is measured on the main thread when a list
 * renders (the kit's InfiniteScroll measured its place after every render, a forced layout each time).
 */
export function ListEnd({ hasMore, loadMore, drawing = false, doneText }: ListEndProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const [inReach, setInReach] = useState(false);
  const [failed, setFailed] = useState(false);
  // One page at a time: a ref, so that a render that comes before this one's state does not ask again.
  const asking = useRef(false);
  const [answers, setAnswers] = useState(0);

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
    loadMore()
      .catch(() => setFailed(true))
      .finally(() => {
        asking.current = false;
        setAnswers((count) => count + 1);
      });
  }, [inReach, hasMore, drawing, failed, loadMore, answers]);

  return (
    <div ref={end} className="list-end">
      {failed ? (
        <button type="button" className="infinite-retry" onClick={() => setFailed(false)}>
          {t('list.failedRetry')}
        </button>
      ) : hasMore || drawing ? (
        <span className="infinite-status">
          {t('common.loading')}
          <DotLoading />
        </span>
      ) : doneText ? (
        <span className="infinite-status">{doneText}</span>
      ) : null}
    </div>
  );
}
