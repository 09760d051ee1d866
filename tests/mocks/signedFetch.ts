import type { SessionGrant } from '../../src/api/account/account';
import type { Endpoint } from '../../src/api/endpoints';
import * as endpoints from '../../src/api/endpoints';
import type { Envelope, LangValue } from '../../src/api/types';
import { computeSign, signUrl } from '../../src/lib/sign';
import { clock } from '../../src/mocks/clock';
import { DEMO } from '../../src/mocks/db/seed';

export const ORIGIN = 'http://localhost:3000';

export interface CallOptions {
  token?: string;
  lang?: LangValue;
  /** replaces the computed signature (null: no sign header at all) */
  sign?: string | null;
  /** replaces the server-clock timestamp (Unix seconds, as text) and the fresh nonce */
  timestamp?: string;
  nonce?: string;
}

/** Each request a nonce of its own, as the client's are: the server takes a (timestamp, nonce) once. */
let lastNonce = 0;
const nextNonce = () => String((lastNonce = (lastNonce + 1) % 10001));

type Fields = Record<string, unknown>;

const asText = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

function headersFor(url: string, fields: Fields, options: CallOptions): Record<string, string> {
  const base = {
    appid: 'qc-mall-h5',
    nonce: options.nonce ?? nextNonce(),
    // The fake backend's clock, however a test has set it: the request is fresh on the server it goes to.
    timestamp: options.timestamp ?? String(Math.floor(clock.now() / 1000)),
    os: 'h5',
    token: options.token ?? '',
    lang: options.lang ?? 'en_us',
    url: signUrl(url),
  };
  const { url: _signedOnly, ...sent } = base;
  const headers: Record<string, string> = { ...sent, version: '20', channel: 'h5' };
  const sign = options.sign === undefined ? computeSign(base, fields) : options.sign;
  if (sign !== null) headers.sign = sign;
  return headers;
}

/** One call as the app's client sends it: signed headers, query string (GET) or JSON body (POST). */
export function signedRequest(
  endpoint: Endpoint,
  payload: Fields = {},
  options: CallOptions = {},
  origin = ORIGIN,
): Request {
  const url = `${origin}${endpoint.path}`;
  if (endpoint.method === 'GET') {
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(payload)) if (value !== undefined) query[key] = asText(value);
    const search = new URLSearchParams(query).toString();
    return new Request(search ? `${url}?${search}` : url, { headers: headersFor(url, query, options) });
  }
  return new Request(url, {
    method: 'POST',
    headers: { ...headersFor(url, payload, options), 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

/** Sends one call the way the app's client does and reads the envelope. */
export async function callFake<T = unknown>(
  endpoint: Endpoint,
  payload: Fields = {},
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const response = await fetch(signedRequest(endpoint, payload, options));
  return (await response.json()) as Envelope<T>;
}

/** A multipart call as the app's client sends it: its text fields are signed, its files are not. */
export function signedUpload(
  endpoint: Endpoint,
  form: FormData,
  options: CallOptions = {},
  origin = ORIGIN,
): Request {
  const url = `${origin}${endpoint.path}`;
  const fields: Fields = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return new Request(url, { method: 'POST', headers: headersFor(url, fields, options), body: form });
}

/** Sends one multipart call the way the app's client does and reads the envelope. */
export async function uploadFake<T = unknown>(
  endpoint: Endpoint,
  form: FormData,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const response = await fetch(signedUpload(endpoint, form, options));
  return (await response.json()) as Envelope<T>;
}

export async function signInAs(phoneRegion: string, phoneNumber: string, password: string): Promise<string> {
  const reply = await callFake<SessionGrant>(endpoints.Profile.SignIn, {
    phoneRegion,
    phoneNumber,
    password,
  });
  if (reply.code !== 200) throw new Error(`sign-in failed: ${reply.msg ?? ''}`);
  return reply.data.token;
}

export const signInDemo = () => signInAs(DEMO.phoneRegion, DEMO.phoneNumber, DEMO.password);
