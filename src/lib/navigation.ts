/**
 * The client and other non-React code navigate through this: the app registers the router's navigate
 * once it exists; before that (or in tests without a router) a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

/** Full page loads, in one object so tests can observe them. */
export const pageLoad = {
  assign: (path: string) => window.location.assign(path),
  replace: (path: string) => window.location.replace(path),
};

export function registerNavigate(fn: Navigate | null) {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  if (navigateImpl) navigateImpl(to, options);
  else if (options?.replace) pageLoad.replace(to);
  else pageLoad.assign(to);
}

/** A full page load (the app restarts there). */
export function reloadAt(path: string) {
  pageLoad.assign(path);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
