import type { AxiosInstance, AxiosResponse, AxiosStatic } from 'axios';
import {
  ABORTED,
  ApiError,
  NETWORK_ERROR,
  OFFLINE,
  REQUEST_EXPIRED,
  REQUEST_REPLAYED,
  TRANSFER_FAILED,
} from '../lib/errors';
import { noteServerTime, serverNow } from '../lib/serverClock';
import { LOGIN_PATH, loginPath } from '../lib/route';
import { currentPath, navigateTo, reloadAt } from '../lib/navigation';
import { useSession } from '../stores/session';
import { useSettings } from '../stores/settings';
import { i18n } from '../i18n';
import type { Endpoint } from './endpoints';
import type { Envelope } from './types';
import type { AnswerIssue } from './answerMismatch';
import { takeLeftOut } from './schemas';
import { API_BASE } from '../lib/apiBase';
import { yieldWhereCheap } from '../lib/yieldToMain';

export { API_BASE };
export const APP_ID = import.meta.env.VITE_APP_ID || 'qc-mall-h5';
export const OS = 'h5';
export const API_VERSION = '20';
export const REQUEST_TIMEOUT_MS = 100_000;
export const UPLOAD_TIMEOUT_MS = 60_000;

export type Payload = Record<string, unknown>;

/**
 * What the app reads of a call's answer (its `data`), as a Standard Schema (https://standardschema.dev; the
 * schemas are valibot's, docs/decisions/0093): the client checks each answer against it at the boundary, and
 * the call's result is the schema's output, its type inferred from the schema.
 */
export interface AnswerSchema<Output = unknown> {
  readonly '~standard': {
    readonly validate: (value: unknown) => AnswerCheck<Output> | Promise<AnswerCheck<Output>>;
    readonly types?: { readonly output: Output };
  };
}

type AnswerCheck<Output> =
  { readonly value: Output; readonly issues?: undefined } | { readonly issues: readonly AnswerIssue[] };

export type AnswerOf<S extends AnswerSchema> = NonNullable<S['~standard']['types']>['output'];

export interface CallOptions {
  signal?: AbortSignal;
  /** the caller shows the error itself (no toast) */
  silent?: boolean;
  onUploadProgress?: (percent: number) => void;
  /** ms to wait for the answer, where the spec's 100 s (60 s for uploads) is too long for the caller */
  timeout?: number;
}

/** A call's options with the schema of its answer. */
export interface CheckedCallOptions<S extends AnswerSchema> extends CallOptions {
  answer: S;
}

interface Http {
  axios: AxiosStatic;
  instance: AxiosInstance;
  sign: typeof import('../lib/sign');
}

let http: Promise<Http> | null = null;

/** Shows a failure; may answer how to take it back before it shows (ApiError.hush). */
type Notice = (message: string) => (() => void) | void;
let showFailure: Notice = () => undefined;

/** How a refused call is told to the user (the UI's toast), handed over at boot: the UI sits above the api. */
export function setFailureNotice(notice: Notice) {
  showFailure = notice;
}

/**
 * axios and the signature (crypto-js) arrive as their own chunk: boot starts fetching it alongside the first
 * screen (see main.tsx), so it does not weigh on the first paint, and every call awaits the same instance.
 */
export function loadHttp(): Promise<Http> {
  http ??= Promise.all([import('axios'), import('../lib/sign')]).then(([{ default: axios }, sign]) => ({
    axios,
    instance: axios.create({ validateStatus: () => true }),
    sign,
  }));
  return http;
}

/** Query values travel as the same text the signature uses, so both sides agree. */
function toQuery(payload: Payload | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload ?? {})) {
    if (value === null || value === undefined) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function formFields(form: FormData): Payload {
  const fields: Payload = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return fields;
}

export function absoluteUrl(path: string): string {
  return new URL(`${API_BASE}${path}`, window.location.href).toString();
}

/** The nonces this tab has signed in the current second: the server takes each (timestamp, nonce) once. */
let nonceSecond = '';
const noncesThisSecond = new Set<number>();

/** A random integer 0–10000 (the contract's nonce) not yet used by this tab within `timestamp`'s second. */
function freshNonce(timestamp: string): string {
  if (timestamp !== nonceSecond) {
    nonceSecond = timestamp;
    noncesThisSecond.clear();
  }
  let nonce: number;
  do nonce = Math.floor(Math.random() * 10001);
  while (noncesThisSecond.has(nonce) && noncesThisSecond.size < 10001);
  noncesThisSecond.add(nonce);
  return String(nonce);
}

/**
 * The eleven headers every request carries, `sign` included. The timestamp is the server's time as this
 * device knows it (src/lib/serverClock.ts), so a phone whose clock is off still signs within the window.
 */
export function buildHeaders(
  { computeSign, signUrl }: Http['sign'],
  url: string,
  payload: Payload | undefined,
  upload = false,
): Record<string, string> {
  const { token } = useSession.getState();
  const { channel, lang } = useSettings.getState();
  const timestamp = String(Math.floor(serverNow() / 1000));
  const base = {
    appid: APP_ID,
    nonce: freshNonce(timestamp),
    timestamp,
    os: OS,
    token,
    lang: lang.value,
    url: signUrl(url),
  };
  const headers: Record<string, string> = {
    'Cache-Control': 'no-cache',
    channel,
    os: base.os,
    appid: base.appid,
    nonce: base.nonce,
    version: API_VERSION,
    timestamp: base.timestamp,
    token: base.token,
    lang: base.lang,
    sign: computeSign(base, payload),
  };
  if (!upload) headers['Content-Type'] = 'application/json';
  return headers;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function sendToLogin() {
  useSession.getState().logout();
  if (window.location.pathname !== LOGIN_PATH) navigateTo(loginPath(currentPath()), { replace: true });
}

function fail(error: ApiError, silent?: boolean): never {
  if (!silent && error.msg) error.hush = showFailure(error.msg) ?? error.hush;
  throw error;
}

/**
 * The answer's data as the schema reads it. Of another shape, the call fails (src/api/answerMismatch.ts, loaded
 * only then): loudly in development and tests, as a server failure in production, reported once per call.
 */
async function checkAnswer<S extends AnswerSchema>(
  endpoint: Endpoint,
  schema: S,
  data: unknown,
  silent?: boolean,
): Promise<AnswerOf<S>> {
  const checked = schema['~standard'].validate(data);
  const leftOut = takeLeftOut();
  const result = await checked;
  if (!result.issues) {
    // A report that cannot load its chunk (offline) is dropped: the answer is read all the same.
    if (leftOut.length)
      import('./answerMismatch').then(
        (m) => m.reportLeftOut(endpoint, leftOut, data),
        () => undefined,
      );
    return result.value as AnswerOf<S>;
  }
  const { answerFailure } = await import('./answerMismatch');
  const failure = answerFailure(endpoint, result.issues, data);
  if (failure instanceof ApiError) return fail(failure, silent);
  throw failure;
}

function settle<T>(response: AxiosResponse<unknown>, silent?: boolean): T {
  if (response.status === 401) {
    const error = new ApiError(401, i18n.t('error.PleaseLogIn'));
    sendToLogin();
    fail(error, silent);
  }
  const body = response.data;
  if (!isEnvelope(body)) fail(new ApiError(NETWORK_ERROR, i18n.t('error.network')), silent);
  const { code, msg = '', data } = body;
  if (code === 200 || code === 204) return data as T;
  if (code === 401) {
    useSession.getState().logout();
    reloadAt(LOGIN_PATH);
    throw new ApiError(code, msg, data);
  }
  if (code === -2000) {
    sendToLogin();
    throw new ApiError(code, msg, data);
  }
  return fail(new ApiError(code, msg, data), silent);
}

function transportError(error: unknown, upload: boolean, axios: AxiosStatic): ApiError {
  if (axios.isCancel(error)) return new ApiError(ABORTED, '');
  if (upload) return new ApiError(TRANSFER_FAILED, i18n.t('error.upload'));
  return new ApiError(NETWORK_ERROR, i18n.t('error.network'));
}

/**
 * Whether the server refused the request for its timestamp or nonce, which it answers before doing anything:
 * the server's time it carries is taken (the device's clock is off, or the demo's clock was moved ahead).
 */
function unsigned(response: AxiosResponse<unknown>, sentAt: number): boolean {
  const body = response.data;
  if (!isEnvelope(body) || (body.code !== REQUEST_EXPIRED && body.code !== REQUEST_REPLAYED)) return false;
  const data = body.data as { server_time?: unknown } | null;
  noteServerTime(data?.server_time, sentAt, Date.now());
  return true;
}

/**
 * One call of the endpoint table: signs, sends, unwraps the envelope and applies the session rules; the data of
 * a success is checked against the call's `answer` schema and the result is the schema's output.
 */
export async function call<S extends AnswerSchema>(
  endpoint: Endpoint,
  payload: Payload | FormData | undefined,
  options: CheckedCallOptions<S>,
): Promise<AnswerOf<S>> {
  const upload = payload instanceof FormData;
  const fields = upload ? formFields(payload) : payload;
  const isGet = endpoint.method === 'GET';
  const url = absoluteUrl(endpoint.path);
  // Offline, nothing that changes anything (a payment, a bid, a transfer, a claim…) leaves: not queued, not
  // retried later behind the user's back. Reading may still be answered from the last copy (src/sw.ts).
  if ((!isGet || endpoint.changes) && typeof navigator !== 'undefined' && navigator.onLine === false) {
    return fail(new ApiError(OFFLINE, i18n.t('error.offline')), options.silent);
  }
  const { axios, instance, sign } = await loadHttp();
  // Each call is signed and sent in a task of its own (where the browser yields without a timer): a page that
  // mounts asks for its queries at once, and axios's config and headers and the signature, some 35 ms each
  // of a phone's CPU, made one task of 280–360 ms on the signed-in my tab (4×-slowed trace, session 22).
  await yieldWhereCheap();
  const send = () =>
    instance.request({
      // fetch for calls: axios's XMLHttpRequest adapter touches window.cookieStore on every request (its
      // first use costs a round to the browser, ~10 ms on the main thread) and its send() runs synchronously.
      // Uploads keep XMLHttpRequest for their progress events.
      adapter: upload ? 'xhr' : 'fetch',
      url: isGet ? `${url}${toQuery(fields)}` : url,
      method: endpoint.method,
      data: isGet ? undefined : upload ? payload : (payload ?? {}),
      headers: buildHeaders(sign, url, fields, upload),
      timeout: options.timeout ?? (upload ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS),
      signal: options.signal,
      onUploadProgress: options.onUploadProgress
        ? (e) => options.onUploadProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0)
        : undefined,
    });
  let response: AxiosResponse<unknown>;
  try {
    const sentAt = Date.now();
    response = await send();
    // Refused for how it was signed, the request was not carried out: signed anew (the server's time learnt
    // from the refusal, a new nonce), it goes once more. A lost answer is never resent (the caller re-reads).
    if (unsigned(response, sentAt)) response = await send();
  } catch (error) {
    const apiError = transportError(error, upload, axios);
    return fail(apiError, options.silent || apiError.code === ABORTED);
  }
  const data = settle<unknown>(response, options.silent);
  return checkAnswer(endpoint, options.answer, data, options.silent);
}
