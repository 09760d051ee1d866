/**
 * What MSW's cookie store (msw/lib/core/utils/cookieStore.mjs) takes from tough-cookie, in the page's bundle
 * (vite.config.ts puts this module in its place). The fake backend's calls carry their session in the signed
 * `token` header: no answer sets a cookie and no call reads one from MSW's jar. tough-cookie brings the
 * public-suffix list (tldts, some 130 KB) that the page evaluated before its first answer (decision 0076).
 * Setting a cookie fails loudly, so an answer that one day sets one shows at once.
 */
type CookieIndex = Record<string, Record<string, Record<string, unknown>>>;

export class MemoryCookieStore {
  idx: CookieIndex = {};
}

export class CookieJar {
  constructor(readonly store: MemoryCookieStore) {}

  /** The jar's cookies for `url`: none (what the page's `document.cookie` holds MSW reads apart). */
  getCookiesSync(url: string): never[] {
    void url;
    return [];
  }

  setCookie(cookie: string, url: string): Promise<never> {
    return Promise.reject(new Error(`The fake backend sets no cookies (${cookie} for ${url})`));
  }
}

export const Cookie = {
  /** A stored cookie read back: none is ever stored. */
  fromJSON(raw: unknown): null {
    void raw;
    return null;
  },
};
