import { bodyLimit, isMultipart, tooLarge } from './limits';
import { Refusal } from './reply';

export type Fields = Record<string, unknown>;

/** What a request carried: query parameters, JSON top-level fields or multipart text fields; plus files. */
export interface RequestPayload {
  fields: Fields;
  files: Record<string, File>;
}

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The request, refused (413) when its body is over `limit`. A Content-Length says so before anything is read
 * (the HTTP server passes on the length its parser held the body to); a body without one (in the browser a
 * page never sees it) is counted as it is read, and dropped as soon as it passes the limit, so that nothing
 * over the limit is decoded, parsed or hashed. In the browser the service worker has already read the whole
 * body into memory: there the limit saves the parsing and the signature's hashing, not the reading.
 */
async function within(request: Request, limit: number): Promise<Request> {
  const declared = request.headers.get('content-length');
  if (declared !== null) {
    if (Number(declared) > limit) throw tooLarge(limit);
    return request;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: a stream fed by MSW's interceptor never settles its cancel, and nothing waits on it.
      reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}

async function readForm(request: Request): Promise<RequestPayload> {
  const form = await request.formData();
  const payload: RequestPayload = { fields: {}, files: {} };
  form.forEach((value, key) => {
    // Not `instanceof File`: Node's parser and a test environment's File can be different classes.
    if (typeof value === 'string') payload.fields[key] = value;
    else payload.files[key] = value;
  });
  return payload;
}

export async function readPayload(request: Request): Promise<RequestPayload> {
  if (request.method === 'GET') {
    return { fields: Object.fromEntries(new URL(request.url).searchParams), files: {} };
  }
  const contentType = request.headers.get('content-type');
  const arrived = await within(request, bodyLimit(contentType));
  if (isMultipart(contentType)) {
    try {
      return await readForm(arrived);
    } catch {
      throw new Refusal('badRequest');
    }
  }
  const text = await arrived.text();
  if (text.trim() === '') return { fields: {}, files: {} };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Refusal('badRequest');
  }
  if (!isRecord(body)) throw new Refusal('badRequest');
  return { fields: body, files: {} };
}

/** Text of a field (numbers and booleans as text, anything else empty), keyed by the request contract `T`. */
export function reader<T>(fields: Fields) {
  return (key: keyof T & string): string => {
    const value = fields[key];
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return '';
  };
}
