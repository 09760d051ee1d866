import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Json } from './json';

const API = path.resolve('src/api');

/** What the app sends in one place it makes a call: the payload's fields, from its type in src/api. */
export interface Sent {
  properties: Record<string, Json>;
  required: string[];
}

/** One place in src/api that calls the client: the payload's type there and the constant named as its answer. */
export interface CallSite {
  sent: Sent[];
  answerName?: string;
}

/**
 * The places src/api calls the client, by endpoint (`Treasure.GetGoodsList`), read off the sources by the
 * TypeScript checker: the requests are types in the app, not schemas, and the checker sees them as the compiler
 * does (the fields spread in, which are optional, the values a field may take, its doc comment).
 */
export function callSites(): Map<string, CallSite[]> {
  const files = fs
    .readdirSync(API, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(API, file));
  const config = ts.getParsedCommandLineOfConfigFile(
    'tsconfig.app.json',
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (problem) => {
        throw new Error(ts.flattenDiagnosticMessageText(problem.messageText, '\n'));
      },
    },
  );
  // The ambient types (Vite's, the test globals) play no part in a payload: left out, they cost nothing.
  const program = ts.createProgram(files, { ...config?.options, types: [] });
  const checker = program.getTypeChecker();
  const client = program.getSourceFile(path.join(API, 'client.ts'));
  const call =
    client && checker.getExportsOfModule(checker.getSymbolAtLocation(client)!).find((s) => s.name === 'call');
  const sites = new Map<string, CallSite[]>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && call && resolve(checker, node.expression) === call) {
      const [endpoint, payload, options] = node.arguments;
      const key = endpoint && endpointName(checker, endpoint);
      if (!key) throw new Error(`${node.getText()}: its endpoint is not one of src/api/endpoints.ts`);
      const answer =
        options && ts.isObjectLiteralExpression(options)
          ? options.properties.find((each) => each.name?.getText() === 'answer')
          : undefined;
      const answerName =
        answer && ts.isPropertyAssignment(answer) && ts.isIdentifier(answer.initializer)
          ? answer.initializer.text
          : undefined;
      const type = payload && checker.getTypeAtLocation(payload);
      // A payload of one shape or another ({ pageIndex, pageSize } | { lastId }) is each of them.
      const shapes = !type || isAbsent(type) ? [] : type.isUnion() ? type.types : [type];
      const sent = shapes.map((shape) => fieldsOf(checker, shape));
      sites.set(key, [...(sites.get(key) ?? []), { sent, answerName }]);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of files) visit(program.getSourceFile(file)!);
  return sites;
}

/** The symbol a name stands for, through any import or re-export of it. */
function resolve(checker: ts.TypeChecker, node: ts.Node): ts.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(node);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** `Treasure.GetGoodsList` for `T.GetGoodsList`: the property of the table and the export that holds it. */
function endpointName(checker: ts.TypeChecker, node: ts.Node): string | undefined {
  const property = resolve(checker, node)?.valueDeclaration;
  let group: ts.Node | undefined = property?.parent;
  while (group && !ts.isVariableDeclaration(group)) group = group.parent;
  return property && group && group.getSourceFile().fileName === path.join(API, 'endpoints.ts')
    ? `${group.name.getText()}.${(property as ts.PropertyAssignment).name.getText()}`
    : undefined;
}

/** An object type's fields as JSON Schema, with their doc comments; required unless they may be left out. */
function fieldsOf(checker: ts.TypeChecker, type: ts.Type, depth = 0): Sent {
  const properties: Record<string, Json> = {};
  const required: string[] = [];
  for (const property of checker.getPropertiesOfType(type)) {
    const value = checker.getTypeOfSymbol(property);
    const optional =
      property.flags & ts.SymbolFlags.Optional || (value.isUnion() && value.types.some(isAbsent));
    const doc = ts.displayPartsToString(property.getDocumentationComment(checker)).replace(/\s+/g, ' ');
    const schema = jsonOf(checker, value, depth + 1) as Record<string, Json>;
    properties[property.name] = doc ? { ...schema, description: doc } : schema;
    if (!optional) required.push(property.name);
  }
  return { properties, required };
}

const isAbsent = (type: ts.Type) => Boolean(type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void));

/** The JSON Schema of a field's type: primitives, their literal unions as enums, lists and objects. */
function jsonOf(checker: ts.TypeChecker, type: ts.Type, depth: number): Json {
  const parts = (type.isUnion() ? type.types : [type]).filter((each) => !isAbsent(each));
  const literals = parts.filter(
    (each): each is ts.LiteralType => each.isStringLiteral() || each.isNumberLiteral(),
  );
  const booleans = parts.filter((each) => each.flags & ts.TypeFlags.BooleanLiteral);
  const others = parts.filter((each) => !each.isLiteral() && !(each.flags & ts.TypeFlags.BooleanLiteral));
  const values = literals.map((each) => each.value as string | number);
  const kinds: Json[] = [
    ...(values.length ? [{ type: kindOf(values), enum: values }] : []),
    ...(booleans.length === 2
      ? [{ type: 'boolean' }]
      : booleans.map((each) => ({ const: checker.typeToString(each) === 'true' }))),
    ...others.map((each) => single(checker, each, depth)),
  ];
  return kinds.length === 1 && kinds[0] ? kinds[0] : { anyOf: kinds };
}

/** The JSON Schema type of an enum's values: strings, whole numbers or numbers. */
const kindOf = (values: (string | number)[]) =>
  values.every((each) => typeof each === 'string')
    ? 'string'
    : values.every(Number.isInteger)
      ? 'integer'
      : 'number';

/**
 * The JSON Schema of a type that is not a union: a primitive intersected with more (`string & {…}`) as that
 * primitive, an object's fields a few levels deep (so a recursive type ends), anything else as any value.
 */
function single(checker: ts.TypeChecker, type: ts.Type, depth: number): Json {
  const { flags } = type;
  if (flags & ts.TypeFlags.String) return { type: 'string' };
  if (flags & ts.TypeFlags.Number) return { type: 'number' };
  if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
  if (flags & ts.TypeFlags.Null) return { type: 'null' };
  if (checker.isArrayType(type)) {
    const [row] = checker.getTypeArguments(type as ts.TypeReference);
    return { type: 'array', ...(row ? { items: jsonOf(checker, row, depth) } : {}) };
  }
  const primitive =
    type.isIntersection() &&
    type.types.find((each) => each.flags & (ts.TypeFlags.String | ts.TypeFlags.Number));
  if (primitive) return single(checker, primitive, depth);
  if (flags & ts.TypeFlags.Object && depth < 6) {
    const { properties, required } = fieldsOf(checker, type, depth);
    return { type: 'object', ...(required.length ? { required } : {}), properties };
  }
  return {};
}
