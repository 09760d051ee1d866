import type { ServerResponse } from 'node:http';

/** The headers the app's client sends with every call (src/api/client.ts), besides the simple ones. */
const APP_HEADERS = [
  'appid',
  'nonce',
  'timestamp',
  'token',
  'sign',
  'lang',
  'os',
  'version',
  'channel',
  'Cache-Control',
  'Content-Type',
];

/** Any origin may call: the app is served from another port or host than the fake backend. */
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': APP_HEADERS.join(', '),
  'Access-Control-Max-Age': '600',
};

/** The answer to a preflight: allowed, with nothing in the body. */
export function answerPreflight(res: ServerResponse): void {
  res.writeHead(204, CORS_HEADERS).end();
}
