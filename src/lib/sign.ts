import { md5 } from '@noble/hashes/legacy';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

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

/** Standard Base64 (with padding) of a string's UTF-8 bytes, by the browser's own `btoa`. */
function base64OfUtf8(text: string): string {
  let binary = '';
  for (const byte of utf8ToBytes(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** sign = lowercase hex MD5 of the standard Base64 of the UTF-8 bytes of the joined string. */
export function computeSign(base: SignBase, payload?: SignPayload): string {
  return bytesToHex(md5(utf8ToBytes(base64OfUtf8(signString(base, payload)))));
}

/** The signed `url` field: the absolute URL without scheme, query string or fragment. */
export function signUrl(absoluteUrl: string): string {
  const u = new URL(absoluteUrl);
  return `${u.host}${u.pathname}`;
}
