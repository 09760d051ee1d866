import type { Json } from './json';

/** Where a reference points: the document's named schemas. */
export const REF = '#/components/schemas/';

/** A field's name as a component's (`contact` → `Contact`). */
export const pascal = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

/**
 * Objects that recur without a name in the code (the same fields written out twice) described once, in
 * components.schemas, and referred to wherever they recur. Each is named after the field it first occurs under
 * (`contact` → `Contact`, a row of `tokens` → `TokensRow`), a page of named rows after them (`WinnerPage`), a
 * name already taken numbered on; so the names follow the table's order, not a call's.
 */
export class SharedObjects {
  private readonly seen = new Map<string, { count: number; field: string }>();
  private readonly names = new Map<string, string>();
  private readonly taken: Set<string>;

  /** `schemas`: the named components, which the shared objects join; `names`: every name the code gives. */
  constructor(
    readonly schemas: Record<string, Json>,
    names: string[],
  ) {
    this.taken = new Set(names);
  }

  /** First pass: count each object schema (inside it only, for a named one), with the field it is under. */
  count(schema: Json, field: string, named = false): void {
    if (Array.isArray(schema)) return schema.forEach((each) => this.count(each, field));
    if (schema === null || typeof schema !== 'object') return;
    if (schema.type === 'object' && schema.properties && !named) {
      const key = JSON.stringify(schema);
      const known = this.seen.get(key);
      if (known) known.count += 1;
      else this.seen.set(key, { count: 1, field });
    }
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value))
        for (const [inner, each] of Object.entries(value)) this.count(each, pascal(inner));
      else this.count(value, key === 'items' ? `${field}Row` : field);
    }
  }

  /** Second pass: each object that occurs more than once becomes a reference (its own inner ones too). */
  share(schema: Json, named = false): Json {
    if (Array.isArray(schema)) return schema.map((each) => this.share(each));
    if (schema === null || typeof schema !== 'object') return schema;
    const inner = Object.fromEntries(
      Object.entries(schema).map(([field, value]) => [field, this.share(value)]),
    );
    const key = JSON.stringify(schema);
    const known = this.seen.get(key);
    if (named || !known || known.count < 2) return inner;
    const name = this.names.get(key) ?? this.name(key, inner, known.field);
    this.schemas[name] = inner;
    return { $ref: `${REF}${name}` };
  }

  private name(key: string, schema: Json, field: string): string {
    const wanted = rowsOfPage(schema) ?? field;
    let name = wanted;
    for (let n = 2; this.taken.has(name); n += 1) name = `${wanted}${n}`;
    this.taken.add(name);
    this.names.set(key, name);
    return name;
  }
}

const at = (schema: Json, name: string): Json =>
  schema !== null && typeof schema === 'object' && !Array.isArray(schema) ? (schema[name] ?? null) : null;

/** `WinnerPage` for a page (`pageOf`, src/api/schemas.ts) of named rows: its list and total, nothing else. */
function rowsOfPage(schema: Json): string | undefined {
  const properties = at(schema, 'properties');
  const row = at(at(at(properties, 'list'), 'items'), '$ref');
  const fields = properties && typeof properties === 'object' ? Object.keys(properties).join() : '';
  return typeof row === 'string' && fields === 'list,total' ? `${row.replace(REF, '')}Page` : undefined;
}
