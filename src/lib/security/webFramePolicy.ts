import { API_BASE } from '../apiBase';
import { WEB_VIEW_HOSTS } from './webViewHosts';

export type WebViewRefusal = 'missing' | 'notHttps' | 'hostNotAllowed';

export type WebViewVerdict =
  { ok: true; url: URL; sameOrigin: boolean } | { ok: false; reason: WebViewRefusal };

function apiHost(): string | null {
  try {
    return API_BASE ? new URL(API_BASE).host : null;
  } catch {
    return null;
  }
}

/**
 * Whether `raw` may be shown in the web view: an absolute https URL, without credentials, on this origin, the
 * API host or an allowed host. Relative links, other schemes (http:, javascript:, data:…) and other hosts are
 * refused.
 */
export function checkWebViewUrl(raw: string | null, origin = window.location.origin): WebViewVerdict {
  const text = raw?.trim() ?? '';
  if (!text) return { ok: false, reason: 'missing' };
  let url: URL;
  try {
    // No base: a relative link is not a URL here.
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'notHttps' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'notHttps' };
  if (url.username || url.password) return { ok: false, reason: 'hostNotAllowed' };
  const sameOrigin = url.origin === origin;
  const allowed = sameOrigin || url.host === apiHost() || WEB_VIEW_HOSTS.includes(url.host);
  return allowed ? { ok: true, url, sameOrigin } : { ok: false, reason: 'hostNotAllowed' };
}

const SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * The iframe's sandbox. Another origin keeps its own storage (allow-same-origin is about *its* origin); a page
 * of this origin must not get it, or its scripts could reach the app's storage and session.
 */
export const sandboxFor = (sameOrigin: boolean) => (sameOrigin ? SANDBOX : `${SANDBOX} allow-same-origin`);
