import { toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import type { Endpoint } from '../src/api/endpoints';
import * as endpoints from '../src/api/endpoints';
import type { Json } from './json';
import type { Sent } from './openapiRequests';
import { REF, SharedObjects } from './openapiShared';

/** An endpoint and the schemas of the answers the app reads from it (one, or one per way it is called). */
export interface Described {
  group: string;
  name: string;
  endpoint: Endpoint;
  answers: GenericSchema[];
  /** What the app sends, each way it makes the call once (none when it sends nothing). */
  sent: Sent[];
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

/** How a valibot schema becomes JSON Schema: the dialect OpenAPI 3.1 speaks, and no part silently dropped. */
export const CONVERT = { target: 'draft-2020-12', errorMode: 'throw' } as const;

/** The envelope every answer comes in, with the `data` the app reads of this endpoint's answers. */
function envelope(data: Json[]): Json {
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

/** A GET's payload as query parameters: each field the app sends in any of its calls, required if in all. */
function queryParameters(sent: Sent[]) {
  const fields = [...new Set(sent.flatMap((each) => Object.keys(each.properties)))];
  return fields.map((name) => {
    const { description, ...schema } = sent.find((each) => name in each.properties)?.properties[name] as {
      [key: string]: Json;
    };
    // The client sends an object or a list as its JSON text (src/api/client.ts, toQuery).
    const structured = schema.type === 'object' || schema.type === 'array';
    return {
      name,
      in: 'query',
      required: sent.every((each) => each.required.includes(name)),
      ...(description ? { description } : {}),
      ...(structured ? { content: { 'application/json': { schema } } } : { schema }),
    };
  });
}

/** A POST's JSON body: the fields of each way the app calls it (`sent`, each once; one of them when several). */
function jsonBody(sent: Sent[]): Json {
  const bodies = sent.map(({ properties, required }): Json => ({
    type: 'object',
    ...(required.length ? { required } : {}),
    properties,
  }));
  return bodies.length === 1 && bodies[0]
    ? bodies[0]
    : bodies.length
      ? { anyOf: bodies }
      : { type: 'object' };
}

const UPLOAD = {
  'multipart/form-data': {
    schema: { type: 'object', properties: { file: { type: 'string', contentEncoding: 'binary' } } },
  },
};

/** The components that `from` refers to, directly or through another component. */
function used(schemas: Record<string, Json>, from: Json): Record<string, Json> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      const name = key === '$ref' && typeof inner === 'string' ? inner.replace(REF, '') : undefined;
      if (name && name in schemas && !names.has(name)) {
        names.add(name);
        visit(schemas[name]);
      } else visit(inner);
    }
  };
  visit(from);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => names.has(name)));
}

/**
 * docs/openapi.json (OpenAPI 3.1): each endpoint of the table (src/api/endpoints.ts) with what the app sends —
 * a GET's fields as query parameters, a POST's as a JSON body (an upload as a multipart form), from the payload
 * types in src/api — and the answer it reads, from the same valibot schemas the client checks answers against.
 * `named` are the components (componentNames, contract/openapiNames.ts).
 */
export function openApiDocument(described: Described[], named: Record<string, GenericSchema>) {
  const config = { ...CONVERT, overrideRef: ({ referenceId }: { referenceId: string }) => REF + referenceId };
  const json = (schema: GenericSchema) => {
    const {
      $schema: _schema,
      $defs: _defs,
      ...rest
    } = toJsonSchema(schema, { ...config, definitions: named });
    return rest as Json;
  };
  const answers = described.map(({ answers }) => answers.map((answer) => json(answer)));
  const components = used(toJsonSchemaDefs(named, config) as Record<string, Json>, answers);
  const shared = new SharedObjects(components, Object.keys(named));
  answers.flat().forEach((data) => shared.count(data, 'Answer'));
  Object.entries(components).forEach(([name, schema]) => shared.count(schema, name, true));
  const paths: Record<string, Record<string, unknown>> = {};
  described.forEach(({ group, name, endpoint, sent }, i) => {
    const method = endpoint.method.toLowerCase();
    const body = endpoint.upload ? UPLOAD : { 'application/json': { schema: jsonBody(sent) } };
    const headers = Object.keys(PLAIN_HEADERS).map((header) => ({
      $ref: `#/components/parameters/${header}`,
    }));
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [method]: {
        operationId: `${group}.${name}`,
        tags: [group],
        ...(endpoint.changes
          ? { 'x-changes': true, description: 'A GET that changes something: never retried.' }
          : {}),
        parameters: method === 'get' ? [...headers, ...queryParameters(sent)] : headers,
        ...(method === 'post' ? { requestBody: { required: true, content: body } } : {}),
        responses: {
          200: {
            description: 'The envelope; `data` as the app reads it when `code` is 200 or 204.',
            content: { 'application/json': { schema: envelope(shared.share(answers[i] ?? []) as Json[]) } },
          },
        },
      },
    };
  });
  for (const [name, schema] of Object.entries(components)) components[name] = shared.share(schema, true);
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
