import { href } from './href';
import { routeAt } from './routes';

export const LOGIN_PATH = href('/pages/login/index');
export const HOME_PATH = '/';

/** An internal path: starts with a single `/`, never `//` or `/\`, carries no scheme. */
export function isInternalPath(route: unknown): route is string {
  if (typeof route !== 'string' || route.length === 0) return false;
  if (!route.startsWith('/') || route.startsWith('//') || route.startsWith('/\\')) return false;
  if ([...route].some((ch) => ch.charCodeAt(0) < 0x20)) return false;
  try {
    // Resolving against a dummy origin must keep that origin: anything else leaves the site.
    return new URL(route, 'https://qc.invalid').origin === 'https://qc.invalid';
  } catch {
    return false;
  }
}

/**
 * A link from the server (a promotion's) that the app opens itself: an internal path of the route table, with
 * its query. Anything else, another site or a path the app does not know, gives undefined and is not opened.
 */
export function appLink(link: unknown): string | undefined {
  return isInternalPath(link) && routeAt(link) ? link : undefined;
}

/** Where to go after login: the `route` if it is internal, else home. */
export function safeRoute(route: unknown): string {
  return isInternalPath(route) && !route.startsWith(LOGIN_PATH) ? route : HOME_PATH;
}

export function loginPath(route?: string): string {
  return href('/pages/login/index', { route: route && isInternalPath(route) ? route : undefined });
}
