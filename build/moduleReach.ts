import type { ManualChunkMeta } from 'rollup';

/** An ESTree node as far as this file reads it (ModuleInfo.ast: the module's program after its transforms). */
interface Node {
  type: string;
  source?: { value: unknown } | null;
  declaration?: { id?: { name?: string } | null; declarations?: { id?: { name?: string } }[] } | null;
  specifiers?: { type: string; imported?: Name; local?: Name; exported?: Name }[];
}
interface Name {
  name?: string;
  value?: string;
}
const nameOf = (name?: Name) => name?.name ?? name?.value ?? '*';

/** A module's import or re-export: a statement with a source. */
const takesFrom = (node: Node) => node.source != null && typeof node.source.value === 'string';

/** Where a module gets a name it exports: a module and that module's name for it. */
interface Origin {
  id: string;
  name: string;
}

/** How a module is made, as far as its imports and exports go. */
interface Shape {
  /** each import's module and the names this module takes from it (`*` for a namespace) */
  imports: Map<string, Set<string>>;
  /** the exported names this module passes on from another, with where they come from */
  forwarded: Map<string, Origin>;
  /** the modules of `export * from` */
  everything: string[];
  /** the modules imported for their effect alone */
  bare: string[];
  /** the exported names of the module's own code */
  own: Set<string>;
}

/**
 * The shape of a module. Rollup lists a module's imported ids in the order their sources first appear in it
 * (ModuleInfo.importedIds): the sources are matched to the ids by that order. Undefined when the two do not
 * line up (the caller then follows every import whole).
 */
function shapeOf(body: Node[], importedIds: readonly string[]): Shape | undefined {
  const sources = [...new Set(body.filter(takesFrom).map((node) => String(node.source?.value)))];
  if (sources.length !== importedIds.length) return undefined;
  const idOf = new Map(sources.map((source, index) => [source, importedIds[index] as string]));
  const shape: Shape = { imports: new Map(), forwarded: new Map(), everything: [], bare: [], own: new Set() };
  const bindings = new Map<string, Origin>();
  const take = (id: string, name: string) => {
    const names = shape.imports.get(id) ?? new Set<string>();
    names.add(name);
    shape.imports.set(id, names);
  };
  for (const node of body) {
    const id = takesFrom(node) ? idOf.get(String(node.source?.value)) : undefined;
    if (node.type === 'ImportDeclaration' && id) {
      if (!node.specifiers?.length) {
        shape.bare.push(id);
        shape.imports.set(id, shape.imports.get(id) ?? new Set());
      }
      for (const specifier of node.specifiers ?? []) {
        const name =
          specifier.type === 'ImportSpecifier'
            ? nameOf(specifier.imported)
            : specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : '*';
        take(id, name);
        bindings.set(nameOf(specifier.local), { id, name });
      }
    } else if (node.type === 'ExportAllDeclaration' && id) {
      take(id, '*');
      shape.everything.push(id);
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      for (const specifier of node.specifiers ?? []) {
        const local = nameOf(specifier.local);
        const origin = id ? { id, name: local } : bindings.get(local);
        if (id) take(id, local);
        if (origin) shape.forwarded.set(nameOf(specifier.exported), origin);
        else shape.own.add(nameOf(specifier.exported));
      }
    } else if (node.type === 'ExportNamedDeclaration') {
      const declared = node.declaration?.declarations?.map((each) => each.id?.name) ?? [
        node.declaration?.id?.name,
      ];
      for (const name of declared) if (name) shape.own.add(name);
    } else if (node.type === 'ExportDefaultDeclaration') {
      shape.own.add('default');
    }
  }
  return shape;
}

/**
 * The modules a module runs, statically, with the modules they run. Only what is asked for is followed
 * through a module that passes names on (a barrel: a feature's public face, a library's index): an import of
 * `detailsPath` from a feature's index reaches detailsPath's module, not the feature's screens, as Rollup's
 * tree-shaking leaves them out of the importer's code. A module asked for a name of its own runs whole, and
 * so do all its imports, each for the names it takes from them.
 */
export function moduleReach({ getModuleInfo }: ManualChunkMeta) {
  const shapes = new Map<string, Shape | undefined>();
  const shape = (id: string) => {
    if (!shapes.has(id)) {
      const info = getModuleInfo(id);
      const body = (info?.ast as unknown as { body?: Node[] } | null | undefined)?.body;
      shapes.set(id, body ? shapeOf(body, info?.importedIds ?? []) : undefined);
    }
    return shapes.get(id);
  };

  return (start: string) => {
    const whole = new Set<string>();
    const asked = new Map<string, Set<string>>();
    const visit = (id: string, names: Iterable<string>) => {
      if (whole.has(id)) return;
      const before = asked.get(id);
      const fresh = [...names].filter((name) => !before?.has(name));
      if (before && fresh.length === 0) return;
      asked.set(id, new Set([...(before ?? []), ...fresh]));
      const known = shape(id);
      // A name of its own, or one it has from nowhere it says (a CommonJS module's names are synthetic): whole.
      const unknown = (name: string) => !known?.forwarded.has(name) && (known?.everything.length ?? 0) === 0;
      if (!known || fresh.some((name) => name === '*' || known.own.has(name) || unknown(name))) {
        whole.add(id);
        if (!known) for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported, ['*']);
        else for (const [imported, taken] of known.imports) visit(imported, taken.size ? taken : ['*']);
        return;
      }
      for (const bare of known.bare) visit(bare, ['*']);
      for (const name of fresh) {
        const origin = known.forwarded.get(name);
        if (origin) visit(origin.id, [origin.name]);
        else for (const star of known.everything) visit(star, [name]);
      }
    };
    visit(start, ['*']);
    return whole;
  };
}
