import { Refusal } from './reply';

export type Fields = Record<string, unknown>;

/** What a request carried: query parameters, JSON top-level fields or multipart text fields; plus files. */
export interface RequestPayload {
  fields: Fields;
  files: Record<string, File>;
}

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    try {
      return await readForm(request);
    } catch {
      throw new Refusal('badRequest');
    }
  }
  const text = await request.text();
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
