/**
 * A device's serial number and name (docs/api.md §17, decision 0040): the client refuses a malformed SN before
 * sending, normalised as the server normalises it, and the name rule before renaming. Written once here.
 */

/** `QC` and 10 digits or capital letters. */
const SN = /^QC[0-9A-Z]{10}$/;

/** Trimmed, without spaces or dashes, upper case: what the server makes of what was typed. */
export const normaliseSn = (typed: string) =>
  typed
    .trim()
    .replace(/[\s-]+/g, '')
    .toUpperCase();

export const isSerialNumber = (sn: string) => SN.test(sn);

/** What a scanned QR carries: the SN itself or a link with `sn=` (normalised either way). */
export function snFromCode(text: string): string {
  const match = /[?&#]sn=([^&#\s]*)/i.exec(text);
  const raw = match?.[1] ?? text;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A broken escape: taken as it is, and refused as malformed if it is.
  }
  return normaliseSn(decoded);
}

export const DEVICE_NAME_MAX = 20;

/** 1–20 characters after trimming. */
export function isDeviceName(name: string) {
  const length = [...name.trim()].length;
  return length >= 1 && length <= DEVICE_NAME_MAX;
}
