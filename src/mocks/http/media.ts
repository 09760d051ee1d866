import { http, HttpResponse, type HttpHandler } from 'msw';
import { MEDIA_FILE, MEDIA_PREFIX } from '../media/paths';

/** The bytes of a picture file of src/mocks/media, or undefined when there is none. */
export type MediaReader = (file: string) => Promise<Uint8Array | undefined>;

/**
 * Serves the fake backend's pictures at /fake-media/<file>.webp on any origin, unsigned like any image. The
 * browser and Vitest read the files bundled by Vite, the HTTP server reads them from disk.
 */
export function mediaHandler(read: MediaReader): HttpHandler {
  return http.get(`*${MEDIA_PREFIX}:file`, async ({ params }) => {
    const file = String(params.file);
    const bytes = MEDIA_FILE.test(file) ? await read(file) : undefined;
    if (bytes === undefined) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(bytes, {
      headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=86400' },
    });
  });
}
