import {
  cropOf,
  fitWithin,
  JPEG_QUALITY,
  jpegName,
  keepOriginal,
  MAX_SIDE,
  resizeImage,
} from '../../src/lib/resizeImage';

const fileOf = (bytes: number, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('fitWithin', () => {
  it('scales the longest side down to the limit and keeps the proportions', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: MAX_SIDE, height: 960 });
    expect(fitWithin({ width: 1000, height: 3000 })).toEqual({ width: 427, height: MAX_SIDE });
    expect(fitWithin({ width: 5000, height: 2 })).toEqual({ width: MAX_SIDE, height: 1 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(fitWithin({ width: MAX_SIDE, height: MAX_SIDE })).toEqual({ width: MAX_SIDE, height: MAX_SIDE });
  });
});

describe('cropOf', () => {
  it('keeps the whole picture unless a square is asked for', () => {
    expect(cropOf({ width: 400, height: 300 }, false)).toEqual({ x: 0, y: 0, width: 400, height: 300 });
  });
  it('keeps the largest centred square', () => {
    expect(cropOf({ width: 400, height: 300 }, true)).toEqual({ x: 50, y: 0, width: 300, height: 300 });
    expect(cropOf({ width: 300, height: 401 }, true)).toEqual({ x: 0, y: 50, width: 300, height: 300 });
    expect(cropOf({ width: 256, height: 256 }, true)).toEqual({ x: 0, y: 0, width: 256, height: 256 });
  });
});

describe('jpegName', () => {
  it('gives the re-encoded picture a .jpg name', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('holiday.photo.png')).toBe('holiday.photo.jpg');
    expect(jpegName('camera')).toBe('camera.jpg');
    expect(jpegName('.png')).toBe('image.jpg');
  });
});

describe('keepOriginal', () => {
  const jpeg = fileOf(1000, 'a.jpg', 'image/jpeg');
  it('keeps an unscaled JPEG that re-encoding would not make smaller', () => {
    expect(keepOriginal(jpeg, false, new Blob([new Uint8Array(1200)]))).toBe(true);
    expect(keepOriginal(jpeg, false, new Blob([new Uint8Array(800)]))).toBe(false);
  });
  it('always sends a scaled picture, and other formats re-encoded', () => {
    expect(keepOriginal(jpeg, true, new Blob([new Uint8Array(1200)]))).toBe(false);
    expect(keepOriginal(fileOf(1000, 'a.png', 'image/png'), false, new Blob([new Uint8Array(1200)]))).toBe(
      false,
    );
  });
});

describe('resizeImage', () => {
  let drawn: unknown[][] = [];
  let encoded: { type?: string; quality?: number } = {};

  /** A browser that decodes to `size` and encodes to `outBytes` bytes (jsdom has neither decoder nor canvas). */
  function browserCanvas(size: { width: number; height: number } | 'undecodable', outBytes = 500) {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        if (size === 'undecodable') throw new DOMException('bad image', 'InvalidStateError');
        return { ...size, close: () => undefined };
      }),
    );
    const context = {
      fillStyle: '',
      fillRect: () => undefined,
      drawImage: (...args: unknown[]) => drawn.push(args),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type, quality) => {
      encoded = { type, quality };
      done(new Blob([new Uint8Array(outBytes)], { type }));
    });
  }

  beforeEach(() => {
    drawn = [];
    encoded = {};
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws a large photo at most 1280 px on a side and sends it as a JPEG', async () => {
    browserCanvas({ width: 4032, height: 3024 });
    const result = await resizeImage(fileOf(4_000_000, 'IMG_1.png', 'image/png'));
    expect(drawn[0]?.slice(1)).toEqual([0, 0, 4032, 3024, 0, 0, MAX_SIDE, 960]);
    expect(encoded).toEqual({ type: 'image/jpeg', quality: JPEG_QUALITY });
    expect(result.name).toBe('IMG_1.jpg');
    expect(result.type).toBe('image/jpeg');
    expect(result.size).toBe(500);
  });

  it('crops an avatar to its centred square and scales it to the size asked for', async () => {
    browserCanvas({ width: 4032, height: 3024 });
    const result = await resizeImage(fileOf(4_000_000, 'me.png', 'image/png'), {
      maxSide: 512,
      square: true,
    });
    expect(drawn[0]?.slice(1)).toEqual([504, 0, 3024, 3024, 0, 0, 512, 512]);
    expect(result.type).toBe('image/jpeg');
  });

  it('sends a cropped JPEG even when re-encoding made it bigger: the original is not square', async () => {
    browserCanvas({ width: 500, height: 400 }, 5_000);
    const original = fileOf(2_000, 'wide.jpg', 'image/jpeg');
    const result = await resizeImage(original, { maxSide: 512, square: true });
    expect(result).not.toBe(original);
    expect(drawn[0]?.slice(1)).toEqual([50, 0, 400, 400, 0, 0, 400, 400]);
  });

  it('keeps a small JPEG that re-encoding would only make bigger', async () => {
    browserCanvas({ width: 800, height: 600 }, 5_000);
    const original = fileOf(2_000, 'small.jpg', 'image/jpeg');
    expect(await resizeImage(original)).toBe(original);
  });

  it('sends what it cannot decode, animated GIFs and non-images as they are, for the server to judge', async () => {
    browserCanvas('undecodable');
    const broken = fileOf(100, 'broken.png', 'image/png');
    expect(await resizeImage(broken)).toBe(broken);
    const gif = fileOf(100, 'funny.gif', 'image/gif');
    expect(await resizeImage(gif)).toBe(gif);
    const text = fileOf(100, 'notes.txt', 'text/plain');
    expect(await resizeImage(text)).toBe(text);
    expect(drawn).toEqual([]);
  });
});
