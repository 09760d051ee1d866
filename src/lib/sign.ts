import md5 from 'crypto-js/md5';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';

/** The seven fields every signature carries; payload fields never replace them. */
export interface SignBase {
  appid: string;
  nonce: string | number;
  timestamp: string | number;
  os: string;
  token: string;
  lang: string;
  url: string;
}

export type SignPayload = Record<string, unknown> | undefined | null;

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

/** The `key=value&…` string that is hashed: payload first, the fixed fields on top, nulls left out. */
export function signString(base: SignBase, payload?: SignPayload): string {
  const fields: Record<string, unknown> = { ...(payload ?? {}), ...base };
  return Object.keys(fields)
    .filter((key) => fields[key] !== null && fields[key] !== undefined)
    .sort()
    .map((key) => `${key}=${asText(fields[key])}`)
    .join('&');
}

/** sign = lowercase hex MD5 of the standard Base64 of the UTF-8 bytes of the joined string. */
export function computeSign(base: SignBase, payload?: SignPayload): string {
  const base64 = Base64.stringify(Utf8.parse(signString(base, payload)));
  return md5(base64).toString();
}

/** The signed `url` field: the absolute URL without scheme, query string or fragment. */
export function signUrl(absoluteUrl: string): string {
  const u = new URL(absoluteUrl);
  return `${u.host}${u.pathname}`;
}
