import { vi } from 'vitest';

/**
 * antd-mobile's InfiniteScroll loads the next page when its sentinel has an `offsetParent` and sits within
 * reach of the viewport. jsdom lays nothing out: `offsetParent` is always null (so nothing would load) and
 * every rect is zero (so, once it has one, the sentinel is always in reach). With this stub a list keeps
 * asking for pages, as a person scrolling to the bottom would, until it has no more.
 */
export function scrollListsToEnd() {
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
    return this.parentElement;
  });
}
