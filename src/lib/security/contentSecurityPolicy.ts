import { WEB_VIEW_ORIGINS } from './webViewHosts';

/**
 * The Content-Security-Policy of the app's document, built from the build's settings: the preview server
 * sends it (vite.config.ts), the README shows it for a static host, and the HTTP fake backend sends its
 * own narrower one (API_RESPONSE_POLICY). Why each directive: docs/decisions/0030-content-security-policy.md.
 */

/**
 * The Trusted Types policies that may exist: DOMPurify's own, which makes its sanitised output TrustedHTML
 * (SafeHtml), 'default', which lets only the service worker scripts through (src/lib/security/trustedTypes.ts), and, in
 * the app's worker, the one that lets the fake backend's worker script in (src/sw/sw.ts, demo builds), and
 * 'boot', with which the shell's boot.js asks for the app's entry after the first paint (decision 0027).
 */
export const TRUSTED_TYPES_POLICIES = ['dompurify', 'default', 'fake-backend-worker', 'boot'] as const;

export interface PolicySettings {
  /** VITE_API_BASE: empty in the demo build, whose fake backend answers in a service worker of this origin */
  apiBase?: string;
  /** VITE_SOCKET_URL: empty means the API's host with ws:// or wss:// */
  socketUrl?: string;
  /**
   * The inline scripts let in, each by its hash (`'sha256-…'`): the shell's boot.js, which the build writes
   * into the page so that the first paint waits for no request (decision 0077). No other inline script runs.
   */
  inlineScripts?: string[];
}

/** The origin of an absolute URL, or undefined for an empty or relative one (which stays on this origin). */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** http(s) origins become the ws(s) origin the socket dials: a source with https: does not match wss:. */
const socketOriginOf = (origin: string | undefined) => origin?.replace(/^http/, 'ws');

export function contentSecurityPolicy({
  apiBase,
  socketUrl,
  inlineScripts = [],
}: PolicySettings = {}): string {
  const api = originOf(apiBase);
  // a relative socket URL (like a relative API base) dials this origin, which 'self' already allows
  const socket = socketOriginOf(socketUrl ? originOf(socketUrl) : api);
  const listed = (...sources: (string | undefined)[]) => [...new Set(sources.filter(Boolean))].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', listed("'self'", ...inlineScripts)],
    // antd-mobile writes style attributes and the prerendered shell carries its critical CSS inline
    ['style-src', "'self' 'unsafe-inline'"],
    // the fake backend's pictures come from the API's origin; uploads are data: URLs, resized through blob:
    ['img-src', listed("'self'", 'data:', 'blob:', api)],
    ['font-src', "'self'"],
    ['connect-src', listed("'self'", api, socket)],
    ['frame-src', listed("'self'", api?.startsWith('https:') ? api : undefined, ...WEB_VIEW_ORIGINS)],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', TRUSTED_TYPES_POLICIES.join(' ')],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * What the fake backend sends with its answers (JSON, pictures): nothing in them may run or load anything,
 * even when one is opened as a page.
 */
export const API_RESPONSE_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
