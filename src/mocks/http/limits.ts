import { MAX_PROOF_VIDEO_BYTES } from '../../api/tasks/rules/taskProof';
import { CODE, Refusal } from './reply';

const MiB = 1024 * 1024;

/**
 * The most a request body may hold, by its kind (decision 0041). Both sides of the fake backend refuse more:
 * the HTTP server at its door before reading the rest, the browser's before parsing or hashing it.
 */
export const BODY_LIMITS = {
  /**
   * A multipart upload: the largest real one is a task's proof video of at most 20 MiB (the app checks
   * it before sending; pictures are at most 5 MiB); one MiB more leaves room for the multipart framing.
   */
  upload: MAX_PROOF_VIDEO_BYTES + MiB,
  /**
   * A JSON body (and anything else that is not multipart). Most calls send well under a few KB, but the
   * fake backend's Upload answers a picture as a data URL, and a review, a task's proof or a bazaar listing
   * sends up to 9 of them back: resized pictures (1280 px JPEG) run up to ~500 KB, ~700 KB as text.
   */
  json: 8 * MiB,
} as const;

export const isMultipart = (contentType: string | null | undefined): boolean =>
  (contentType ?? '').includes('multipart/form-data');

/** The limit for a body of this Content-Type. */
export const bodyLimit = (contentType: string | null | undefined): number =>
  isMultipart(contentType) ? BODY_LIMITS.upload : BODY_LIMITS.json;

/** The refusal of a body over `limit`: code 413, the limit in the message in whole MB. */
export const tooLarge = (limit: number): Refusal =>
  new Refusal('bodyTooLarge', CODE.tooLarge, { mb: String(Math.floor(limit / MiB)) });
