import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import type { Endpoint } from '../src/api/endpoints';
import * as endpoints from '../src/api/endpoints';

/** An endpoint and the schemas of the answers the app reads from it (one, or one per way it is called). */
export interface Described {
  group: string;
  name: string;
  endpoint: Endpoint;
  answers: GenericSchema[];
}

/** Every endpoint of the table with its group's and its own name, in the table's order. */
export function endpointTable(): { group: string; name: string; endpoint: Endpoint }[] {
  return Object.entries(endpoints).flatMap(([group, calls]) =>
    typeof calls === 'object' && calls !== null
      ? Object.entries(calls as Record<string, Endpoint>).map(([name, endpoint]) => ({
          group,
          name,
          endpoint,
        }))
      : [],
  );
}

const SIGNED_HEADERS = {
  appid: 'The app id (VITE_APP_ID, qc-mall-h5 by default).',
  nonce: 'A random integer 0–10000, used once within the timestamp’s second.',
  timestamp: 'Seconds since the epoch, by the server’s clock as the app knows it (±300 s window).',
  token: 'The session token from Profile/SignIn; empty for a guest.',
  sign:
    'Lowercase hex MD5 of the standard Base64 of the UTF-8 bytes of the sorted `key=value&…` string of the ' +
    'payload fields and appid, nonce, timestamp, os, token, lang and url (the absolute URL without scheme, ' +
    'query or fragment); see docs/api.md and the test vector in tests/lib/sign.test.ts.',
} as const;

const PLAIN_HEADERS = {
  os: 'Always h5.',
  version: 'The API version the app speaks: 20.',
  lang: 'zh_cn, en_us, pt_br, ko_kr, ja_jp or ru_ru: the language of `msg` and of server texts.',
  channel: 'Where the app was opened (a share link’s channel), or empty.',
} as const;

const json = (schema: GenericSchema) => toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'throw' });

type Json = { [key: string]: Json } | Json[] | string | number | boolean | null;

/**
 * Objects that several answers share (a user, an order, a page of rows) described once, in
 * components.schemas, named where they first occur (`Stakes.getTotalList.data.list.items`), and referred to
 * wherever they recur.
 */
class SharedObjects {
  readonly schemas: Record<string, Json> = {};
  private readonly seen = new Map<string, { count: number; name: string }>();
  private readonly names = new Map<string, string>();

  /** First pass: count each object schema, with the place it first occurs. */
  count(schema: Json, at: string): void {
    if (Array.isArray(schema)) return schema.forEach((each, i) => this.count(each, `${at}.${i}`));
    if (schema === null || typeof schema !== 'object') return;
    if (schema.type === 'object' && schema.properties) {
      const key = JSON.stringify(schema);
      const known = this.seen.get(key);
      if (known) known.count += 1;
      else this.seen.set(key, { count: 1, name: at });
    }
    for (const [field, value] of Object.entries(schema)) this.count(value, `${at}.${field}`);
  }

  /** Second pass: each object that occurs more than once becomes a reference (its own inner ones too). */
  share(schema: Json): Json {
    if (Array.isArray(schema)) return schema.map((each) => this.share(each));
    if (schema === null || typeof schema !== 'object') return schema;
    const inner = Object.fromEntries(
      Object.entries(schema).map(([field, value]) => [field, this.share(value)]),
    );
    const key = JSON.stringify(schema);
    const known = this.seen.get(key);
    if (!known || known.count < 2) return inner;
    const name = known.name.replace(/\.properties\./g, '.').replace(/\.anyOf\.\d+/g, '');
    this.names.set(key, name);
    this.schemas[name] = inner;
    return { $ref: `#/components/schemas/${name}` };
  }
}

/** The envelope every answer comes in, with the `data` the app reads of this endpoint's answers. */
function envelope(answers: GenericSchema[]): Json {
  const data = answers.map(json).map(({ $schema: _drop, ...schema }) => schema as Json);
  return {
    type: 'object',
    required: ['code', 'data'],
    properties: {
      code: { type: 'integer', description: '200 or 204 on success; otherwise the refusal’s code' },
      msg: { type: 'string', description: 'a refusal’s message in the request’s `lang`' },
      data: data.length === 1 && data[0] ? data[0] : { anyOf: data },
    },
  };
}

/**
 * docs/openapi.json (OpenAPI 3.1): each endpoint of the table (src/api/endpoints.ts) with the answer the app
 * reads, from the same valibot schemas the client checks answers against. Requests are described in
 * docs/api.md; here a GET takes its payload as query parameters and a POST as a JSON body (an upload as a
 * multipart form).
 */
export function openApiDocument(described: Described[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const shared = new SharedObjects();
  const envelopes = described.map(({ group, name, answers }) => {
    const schema = envelope(answers);
    shared.count(schema, `${group}.${name}`);
    return schema;
  });
  described.forEach(({ group, name, endpoint }, i) => {
    const method = endpoint.method.toLowerCase();
    const body = endpoint.upload
      ? {
          'multipart/form-data': {
            schema: { type: 'object', properties: { file: { type: 'string', contentEncoding: 'binary' } } },
          },
        }
      : { 'application/json': { schema: { type: 'object' } } };
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [method]: {
        operationId: `${group}.${name}`,
        tags: [group],
        ...(endpoint.changes
          ? { 'x-changes': true, description: 'A GET that changes something: never retried.' }
          : {}),
        parameters: Object.keys(PLAIN_HEADERS).map((header) => ({
          $ref: `#/components/parameters/${header}`,
        })),
        ...(method === 'post' ? { requestBody: { required: true, content: body } } : {}),
        responses: {
          200: {
            description: 'The envelope; `data` as the app reads it when `code` is 200 or 204.',
            content: { 'application/json': { schema: shared.share(envelopes[i] ?? null) } },
          },
        },
      },
    };
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'QC Mall API, as the app reads it',
      version: '20',
      description:
        'Generated from src/api/endpoints.ts and the answers’ valibot schemas (npm run openapi); CI fails when ' +
        'it is stale. The assumptions behind the shapes are in docs/api.md.',
    },
    servers: [{ url: '{base}', variables: { base: { default: 'https://api.example.com' } } }],
    security: [Object.fromEntries(Object.keys(SIGNED_HEADERS).map((header) => [header, []]))],
    components: {
      securitySchemes: Object.fromEntries(
        Object.entries(SIGNED_HEADERS).map(([header, description]) => [
          header,
          { type: 'apiKey', in: 'header', name: header, description },
        ]),
      ),
      schemas: shared.schemas,
      parameters: Object.fromEntries(
        Object.entries(PLAIN_HEADERS).map(([header, description]) => [
          header,
          { name: header, in: 'header', required: true, description, schema: { type: 'string' } },
        ]),
      ),
    },
    paths,
  };
}
