/**
 * Hosts whose pages may open inside the app besides its own origin and the API host: the white paper and
 * the help centre. Exact host names, https only (docs/decisions/0012-webview.md). The web view checks links
 * against them and the Content-Security-Policy lets frames of them load.
 */
export const WEB_VIEW_HOSTS: readonly string[] = ['whitepaper.qcmall.io', 'help.qcmall.io', 'qcmall.io'];

export const WEB_VIEW_ORIGINS: readonly string[] = WEB_VIEW_HOSTS.map((host) => `https://${host}`);
