import { vi } from 'vitest';

/**
 * A paged list's end (src/ui/ListEnd.tsx) asks for the next page when an IntersectionObserver says it is in
 * reach of the screen. jsdom lays nothing out and has no observer (tests/setup.ts stands one in that never
 * reports). With this stub every list end is in reach as soon as it is watched: a list keeps asking for
 * pages, as a person scrolling to the bottom would, until it has no more.
 */
export function scrollListsToEnd() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly root = null;
      readonly rootMargin = '';
      readonly thresholds = [];
      constructor(private report: IntersectionObserverCallback) {}
      observe = (target: Element) => {
        if (!target.classList.contains('list-end')) return;
        queueMicrotask(() =>
          this.report(
            [{ target, isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      };
      unobserve = () => undefined;
      disconnect = () => undefined;
      takeRecords = () => [];
    },
  );
}
