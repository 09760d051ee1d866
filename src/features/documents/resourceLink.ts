import { href } from '../../lib/href';
import { appLink } from '../../lib/route';
import { checkWebViewUrl } from '../../lib/security/webFramePolicy';
import { payTarget } from '../checkout';

export type ResourceTarget =
  | { kind: 'app'; path: string }
  | { kind: 'webView'; path: string }
  | { kind: 'outside'; url: string }
  | { kind: 'none' };

/**
 * Where a link from the server's config (a resource) may take the user (decision 0039): a page of the app;
 * an https page in the web view when its host is allowed there, else outside the app; anything else
 * (another scheme, a path the app does not know, a malformed address) nowhere.
 */
export function resourceTarget(url: string): ResourceTarget {
  const path = appLink(url);
  if (path) return { kind: 'app', path };
  const target = payTarget(url);
  if (target.kind !== 'external') return { kind: 'none' };
  const verdict = checkWebViewUrl(target.url);
  return verdict.ok
    ? { kind: 'webView', path: href('/pages/my/webView', { url: verdict.url.href }) }
    : { kind: 'outside', url: target.url };
}
