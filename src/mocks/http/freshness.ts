import { REQUEST_EXPIRED, REQUEST_REPLAYED } from '../../lib/errors';
import { now } from '../clock';
import { fail, type Reply } from './reply';

/**
 * A signed request is good for five minutes either side of the server's clock (docs/api.md "Freshness"):
 * a captured request cannot be sent again later, and a phone whose clock is off learns the server's time
 * from the refusal. Within the window each (token, timestamp, nonce) is taken once, so the same signed
 * request sent twice — a replay, or a client resending a lost answer — is carried out once.
 */
export const FRESHNESS_WINDOW_MS = 5 * 60_000;

/** Nonces seen within the window, each with the server time after which it can be forgotten. */
const seen = new Map<string, number>();
/** More than a busy server sees in five minutes: beyond it the oldest are forgotten first. */
const MAX_REMEMBERED = 100_000;
/** Expired nonces are swept at most this often, not on every request (a sweep reads them all). */
const SWEEP_EVERY_MS = 10_000;
let nextSweep = 0;

function forgetExpired(time: number) {
  for (const [key, until] of seen) {
    if (until < time) seen.delete(key);
  }
  while (seen.size > MAX_REMEMBERED) {
    const oldest = seen.keys().next().value;
    if (oldest === undefined) break;
    seen.delete(oldest);
  }
}

/** The refusal carries the server's time (ms), so a client with a wrong clock can sign with the right one. */
const refusal = (code: number, messageKey: 'requestExpired' | 'requestReplayed', time: number): Reply => ({
  ...fail(code, messageKey),
  data: { server_time: time },
});

/** Unix seconds as the client signs them: digits only. */
const SECONDS = /^\d{1,12}$/;

/**
 * When a request signed with `timestamp` (Unix seconds, as sent) was signed, in ms, if it lies within the
 * window around `time`; null otherwise. The timestamp has one-second steps: a request signed in the server's
 * current second is on time.
 */
export function signedWithinWindow(timestamp: string, time: number): number | null {
  const signedAt = SECONDS.test(timestamp) ? Number(timestamp) * 1000 : NaN;
  return Math.abs(signedAt - time) <= FRESHNESS_WINDOW_MS + 1000 ? signedAt : null;
}

/** Refuses a request signed outside the window or already received; `null` lets it through (and marks it seen). */
export function refuseStaleOrReplayed(headers: {
  timestamp: string;
  nonce: string;
  token: string;
  appid: string;
}): Reply | null {
  const time = now();
  const signedAt = signedWithinWindow(headers.timestamp, time);
  if (signedAt === null) return refusal(REQUEST_EXPIRED, 'requestExpired', time);
  if (time >= nextSweep || seen.size > MAX_REMEMBERED) {
    nextSweep = time + SWEEP_EVERY_MS;
    forgetExpired(time);
  }
  const key = `${headers.appid}|${headers.token}|${headers.timestamp}|${headers.nonce}`;
  if (seen.has(key)) return refusal(REQUEST_REPLAYED, 'requestReplayed', time);
  seen.set(key, signedAt + FRESHNESS_WINDOW_MS + 1000);
  return null;
}
