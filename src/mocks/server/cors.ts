import type { ServerResponse } from 'node:http';
import { API_RESPONSE_POLICY } from '../../lib/security/contentSecurityPolicy';

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

/** Any origin may call; and nothing in an answer (JSON, a picture) runs or loads anything if opened as a page. */
export const ANSWER_HEADERS: Record<string, string> = {
  ...CORS_HEADERS,
  'Content-Security-Policy': API_RESPONSE_POLICY,
};

/** The answer to a preflight: allowed, with nothing in the body. */
export function answerPreflight(res: ServerResponse): void {
  res.writeHead(204, CORS_HEADERS).end();
}
