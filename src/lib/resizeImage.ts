import { cssToken } from './theme';

/** Default longest side after resizing (review pictures): sharp on any phone, far below the 5 MB upload limit. */
export const MAX_SIDE = 1280;
export const JPEG_QUALITY = 0.85;

interface Size {
  width: number;
  height: number;
}

interface Rect extends Size {
  x: number;
  y: number;
}

export interface ResizeOptions {
  /** longest side of the result, in pixels */
  maxSide?: number;
  /** keep only the centred square (avatars) */
  square?: boolean;
}

/** The size that fits within `max` on its longest side, keeping the proportions; never enlarges. */
export function fitWithin({ width, height }: Size, max = MAX_SIDE): Size {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The part of the picture that is kept: all of it, or the largest centred square. */
export function cropOf({ width, height }: Size, square: boolean): Rect {
  if (!square) return { x: 0, y: 0, width, height };
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), width: side, height: side };
}

/** "IMG_0001.HEIC" → "IMG_0001.jpg": the re-encoded picture is a JPEG whatever it was before. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.jpg`;
}

/**
 * Whether the re-encoded picture is worth sending: a JPEG that needed no scaling can come out of the
 * canvas larger than it went in, and then the original is the better upload. `changed`: scaled or cropped.
 */
export const keepOriginal = (original: File, changed: boolean, encoded: Blob) =>
  !changed && original.type === 'image/jpeg' && encoded.size >= original.size;

type Drawable = ImageBitmap | HTMLImageElement;

function loadElement(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('image could not be decoded'));
    };
    image.src = url;
  });
}

/** Decoded upright (the photo's orientation tag applied); browsers without createImageBitmap use an <img>. */
const decode = (file: File): Promise<Drawable> =>
  typeof createImageBitmap === 'function'
    ? createImageBitmap(file, { imageOrientation: 'from-image' })
    : loadElement(file);

function encode(picture: Drawable, crop: Rect, size: Size): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  // JPEG has no transparency: transparent parts of a PNG would turn black without a white ground.
  context.fillStyle = cssToken('--qc-color-paper');
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(picture, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * A picture made ready for upload: cropped to its centred square when asked, scaled to fit `maxSide` and
 * re-encoded as JPEG. Anything the browser cannot decode or draw (and animated GIFs, which a canvas would
 * freeze) goes up as it is, for the server to judge.
 */
export async function resizeImage(
  file: File,
  { maxSide = MAX_SIDE, square = false }: ResizeOptions = {},
): Promise<File> {
  if (!file.type.startsWith('image/') || file.type === 'image/gif') return file;
  let picture: Drawable;
  try {
    picture = await decode(file);
  } catch {
    return file;
  }
  const natural = { width: picture.width, height: picture.height };
  const crop = cropOf(natural, square);
  const size = fitWithin(crop, maxSide);
  const encoded = await encode(picture, crop, size);
  if ('close' in picture) picture.close();
  const changed = size.width !== natural.width || size.height !== natural.height;
  if (!encoded || keepOriginal(file, changed, encoded)) return file;
  return new File([encoded], jpegName(file.name), { type: 'image/jpeg' });
}
