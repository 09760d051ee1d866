/**
 * The fake backend's own pictures (product shots, category icons, banners) are WebP files in this folder,
 * rendered from the drawings in source/ by scripts/render-pictures.mjs and served at MEDIA_PREFIX + file name. The state stores them by that path only; every answer carries them as
 * absolute URLs on the origin the request reached (`absoluteMedia`), so a build that calls the HTTP fake
 * backend on another origin loads them from the backend.
 */
export const MEDIA_PREFIX = '/fake-media/';

/** What a picture's file is called: lowercase words joined by hyphens, `.webp`. */
export const MEDIA_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.webp$/;

export const mediaPath = (name: string): string => `${MEDIA_PREFIX}${name}.webp`;

const STORED = new RegExp(`^${MEDIA_PREFIX}${MEDIA_FILE.source.slice(1)}`);

/** A JSON.stringify replacer that turns the stored paths of pictures into URLs on `origin`. */
export const absoluteMedia =
  (origin: string) =>
  (_key: string, value: unknown): unknown =>
    typeof value === 'string' && STORED.test(value) ? `${origin}${value}` : value;
