import path from 'node:path';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { CONVERT, type Described } from './openapi';
import type { CallSite } from './openapiRequests';
import { pascal } from './openapiShared';
import type { Json } from './json';

const isSchema = (value: unknown): value is GenericSchema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';

const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean', 'null']);
/** A number, a string, a nullable number: clearer inline than as a reference. */
const bare = (schema: Json): boolean =>
  typeof schema === 'object' &&
  schema !== null &&
  !Array.isArray(schema) &&
  Object.entries(schema).every(([key, value]) =>
    key === 'type'
      ? typeof value === 'string' && PRIMITIVES.has(value)
      : key === 'anyOf' && Array.isArray(value) && value.every(bare),
  ) &&
  ('type' in schema || 'anyOf' in schema);

/** A schema's JSON Schema on its own; none for one that has none (an input-only transform: no answer's part). */
function alone(schema: GenericSchema): Json | undefined {
  try {
    const { $schema: _schema, ...json } = toJsonSchema(schema, CONVERT);
    return json as Json;
  } catch {
    return undefined;
  }
}

/**
 * Components by the name the code gives them: each source is a module's exports (or the constants the calls name
 * as their answer), in the order given; a schema keeps the first name it is found under, capitalised. A name two
 * sources give to two schemas is told apart by the later source's name. Bare primitives (`time`) stay inline,
 * and so does what has no JSON Schema (an input-only transform: never part of an answer).
 */
function namedSchemas(sources: [string, Record<string, unknown>][]): Record<string, GenericSchema> {
  const names = new Map<GenericSchema, string>();
  const taken = new Set<string>();
  for (const [source, values] of sources) {
    for (const [given, value] of Object.entries(values)) {
      if (!isSchema(value) || names.has(value)) continue;
      const json = alone(value);
      if (json === undefined || bare(json)) continue;
      const name = pascal(given);
      const unique = taken.has(name) ? `${source}.${name}` : name;
      taken.add(unique);
      names.set(value, unique);
    }
  }
  return Object.fromEntries([...names].map(([schema, name]) => [name, schema]));
}

/**
 * The components' names: the schemas src/api exports (`apiModules`, by file, as `import.meta.glob` gives them),
 * then the constants a call names as its answer (`answer: RankRows`) where every place that makes the call names
 * the same one.
 */
export function componentNames(
  apiModules: Record<string, Record<string, unknown>>,
  described: Described[],
  sites: Map<string, CallSite[]>,
): Record<string, GenericSchema> {
  const exported = Object.keys(apiModules)
    .sort()
    .map((file): [string, Record<string, unknown>] => [path.basename(file, '.ts'), apiModules[file] ?? {}]);
  const answerConstants = described.flatMap(
    ({ group, name, answers }): [string, Record<string, unknown>][] => {
      const given = new Set((sites.get(`${group}.${name}`) ?? []).map((site) => site.answerName));
      const [only] = given;
      return given.size === 1 && only
        ? answers.map((answer) => [`${group}.${name}`, { [only]: answer }])
        : [];
    },
  );
  return namedSchemas([...exported, ...answerConstants]);
}
