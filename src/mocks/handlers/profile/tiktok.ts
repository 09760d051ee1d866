import type { TiktokUri } from '../../../api/account/account';
import { db } from '../../db';
import { issueOAuthCode } from '../../db/codes';
import { ensure, ok, reader, route } from '../../http/route';

/** The app page TikTok sends the user back to with `code` and `state`. */
export const TIKTOK_CALLBACK_PATH = '/pages/login/tiktok';

const isInternalPath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * The redirect as a URL of the app itself: an internal path, or an absolute URL on the app's own origin
 * (the fake backend is served from the app's origin). Anything else is refused.
 */
function appUrl(redirect: string, appOrigin: string): URL | undefined {
  if (isInternalPath(redirect)) return new URL(redirect, appOrigin);
  try {
    const url = new URL(redirect);
    return url.origin === appOrigin && isInternalPath(url.pathname) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Simulates TikTok's authorise step: the user "approves" at once and is sent to the callback page.
 * A redirect to another page of the app rides along as `route`, the login page's convention.
 */
const getTiktokUri = route('GET /api/Profile/GetTiktokUri', ({ fields, request }) => {
  const read = reader<{ redirect: string; state: string }>(fields);
  const target = appUrl(read('redirect').trim(), new URL(request.url).origin);
  ensure(target, 'redirectInvalid');
  // Like a real OAuth provider, the client's `state` comes back untouched with the code.
  const state = read('state').trim();
  const callback = new URL(TIKTOK_CALLBACK_PATH, target.origin);
  if (target.pathname === TIKTOK_CALLBACK_PATH) callback.search = target.search;
  else callback.searchParams.set('route', `${target.pathname}${target.search}`);
  callback.searchParams.delete('state');
  const grant = issueOAuthCode(db().config.tiktok.openId, state || undefined);
  callback.searchParams.set('code', grant.code);
  callback.searchParams.set('state', grant.state);
  const result: TiktokUri = { uri: callback.toString() };
  return ok(result);
});

export const tiktokHandlers = [getTiktokUri];
