import { useCallback, useLayoutEffect, useRef } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';

/** How close to the bottom (px) counts as reading the newest messages: new ones then scroll into view. */
const NEAR_BOTTOM = 80;

/**
 * How a chat scrolls. The newest message stays in sight when one arrives (`newest` changes), unless the user
 * has scrolled up to read. Read upwards: when the top of the scroller comes into view, the next (older) page is
 * read, and once it is drawn above, the messages the user was reading stay where they were. Returns the
 * scroller's ref and scroll handler, the ref for the element at its top, and `follow`: the next message scrolls
 * into view wherever the user was (they sent it from above, a common question or an order).
 */
export function useChatScroll(
  query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage' | 'data'>,
  newest: string,
) {
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [newest]);
  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (element)
      pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM;
  }, []);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  /** distance from the bottom before the older page came in */
  const anchor = useRef<number | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  const topElement = useRef<HTMLElement | null>(null);
  const state = useRef({ hasNextPage, isFetchingNextPage });
  useLayoutEffect(() => {
    state.current = { hasNextPage, isFetchingNextPage };
  }, [hasNextPage, isFetchingNextPage]);

  const pages = (query.data as { pages?: unknown[] } | undefined)?.pages?.length ?? 0;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || anchor.current === null) return;
    element.scrollTop = element.scrollHeight - element.clientHeight - anchor.current;
    anchor.current = null;
    // Observed afresh: a top still in view (a short conversation) asks for the page after.
    if (observer.current && topElement.current) {
      observer.current.unobserve(topElement.current);
      observer.current.observe(topElement.current);
    }
  }, [pages]);

  const top = useCallback(
    (top: HTMLElement | null) => {
      observer.current?.disconnect();
      topElement.current = top;
      if (!top || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        ([entry]) => {
          const element = scroller.current;
          const { hasNextPage: more, isFetchingNextPage: busy } = state.current;
          if (!entry?.isIntersecting || !more || busy || !element) return;
          anchor.current = element.scrollHeight - element.clientHeight - element.scrollTop;
          void fetchNextPage();
        },
        { root: scroller.current },
      );
      observer.current.observe(top);
    },
    [fetchNextPage],
  );
  const follow = useCallback(() => {
    pinned.current = true;
  }, []);
  return { scroller, onScroll, top, follow };
}
