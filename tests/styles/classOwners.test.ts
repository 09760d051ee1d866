/// <reference types="node" />
import { readFileSync, readdirSync } from 'node:fs';
import {
  GLOBAL_CLASSES,
  compounds,
  firstWord,
  isGlobalSheet,
  ownerOf,
  readSheet,
  type Sheet,
} from './sheetRules';

/*
 * Styles are scoped to their owner by name (decision 0070): a class is named in the selectors of one style
 * sheet only, a sheet's selectors name its own classes, and a class's first word is its owner's.
 */
// Read from disk: the test run replaces style sheets with empty modules.
const sheets: Sheet[] = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .map((name) => `src/${name.replaceAll('\\', '/')}`)
  .filter((path) => path.endsWith('.css'))
  .sort()
  .map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const GLOBAL = new Set(GLOBAL_CLASSES);
const reports = sheets.map((sheet) => ({ ...sheet, ...readSheet(sheet) }));

/** Each name with the sheets that name it, where there are two or more. */
function sharedNames(pick: (report: (typeof reports)[number]) => Iterable<string>): string[] {
  const where = new Map<string, string[]>();
  for (const report of reports)
    for (const name of new Set(pick(report))) where.set(name, [...(where.get(name) ?? []), report.path]);
  return [...where]
    .filter(([, paths]) => paths.length > 1)
    .map(([name, paths]) => `${name}: ${paths.join(', ')}`);
}

describe('reading a selector', () => {
  it('finds the classes of each compound, the last one the subject; a condition is a selector of its own', () => {
    expect(compounds('.chat-item.is-mine > .chat-bubble:not(.is-picture)::after')).toEqual([
      { classes: ['chat-item', 'is-mine'], subject: false, typed: false },
      { classes: ['chat-bubble'], subject: true, typed: false },
      { classes: ['is-picture'], subject: false, typed: false },
    ]);
    expect(compounds(".pull:has(.pull-head .is-touching) a[href$='.pdf'] + .x\\.y")).toEqual([
      { classes: ['pull'], subject: false, typed: false },
      { classes: ['pull-head'], subject: false, typed: false },
      { classes: ['is-touching'], subject: false, typed: false },
      { classes: [], subject: false, typed: true },
      { classes: ['x_y'], subject: true, typed: false },
    ]);
  });

  it('reports what a sheet styles, states alone, selectors naming none of its classes, and keyframes', () => {
    const report = readSheet({
      path: 'src/features/a/a.css',
      text: [
        '.a-chip.is-on, .adm-tabs .is-on, .a-list li.is-on { color: red; }',
        '.adm-list-item, .card > .adm-button { padding: 0; }',
        '.a-row:has(.is-open) .a-cell, .card > .a-note { margin: 0; }',
        '@media (min-width: 1px) { body .a-row { margin: 0; } }',
        '@keyframes a-spin { from { opacity: 0; } to { opacity: 1; } }',
      ].join('\n'),
    });
    expect([...report.classes]).toEqual(['a-chip', 'a-list', 'card', 'a-row', 'a-cell', 'a-note']);
    expect([...report.styled]).toEqual(['a-chip', 'a-cell', 'a-note', 'a-row']);
    expect(report.looseStates).toEqual(['.adm-tabs .is-on', '.a-row:has(.is-open) .a-cell']);
    expect(report.unscoped).toEqual(['.adm-tabs .is-on', '.adm-list-item', '.card > .adm-button']);
    expect(report.keyframes).toEqual(['a-spin']);
    expect(report.selectors).toBe(8);
  });
});

describe('class names in style sheets', () => {
  it('are each styled by one style sheet only: the one whose rules name them as their subject', () => {
    expect(sharedNames((report) => report.styled)).toEqual([]);
  });

  it("are named elsewhere only as a rule's context, within their owner, or the global ones", () => {
    // a class no rule styles (a page's hook, `.home .x`) belongs to the owner of the sheets that name it
    const owners = new Map<string, Set<string>>();
    for (const { path, classes, styled } of reports)
      for (const name of classes) {
        const owner = styled.has(name) ? `styled ${ownerOf(path)}` : ownerOf(path);
        owners.set(name, (owners.get(name) ?? new Set()).add(owner));
      }
    const ownerOfName = (name: string) => {
      const all = [...(owners.get(name) ?? [])];
      return (
        all.find((one) => one.startsWith('styled '))?.slice(7) ?? (all.length === 1 ? all[0] : undefined)
      );
    };
    const foreign = reports.flatMap(({ path, classes, styled }) =>
      [...classes]
        .filter((name) => !styled.has(name) && !GLOBAL.has(name) && ownerOfName(name) !== ownerOf(path))
        .map(
          (name) => `${path}: .${name} (${ownerOfName(name) ?? 'named by several owners, styled by none'})`,
        ),
    );
    expect(foreign).toEqual([]);
  });

  it('and so are keyframes', () => {
    expect(sharedNames((report) => report.keyframes)).toEqual([]);
  });

  it('put a state (is-…) on a class or an element, never alone', () => {
    const loose = reports.flatMap(({ path, looseStates }) =>
      looseStates.map((selector) => `${path}: ${selector}`),
    );
    expect(loose).toEqual([]);
  });

  it('outside the global layer, each selector names a class of its own sheet', () => {
    const unscoped = reports
      .filter(({ path }) => !isGlobalSheet(path))
      .flatMap(({ path, unscoped }) => unscoped.map((selector) => `${path}: ${selector}`));
    expect(unscoped).toEqual([]);
  });

  it('in the global layer, are the listed global classes and no others', () => {
    const global = new Set(
      reports.filter(({ path }) => isGlobalSheet(path)).flatMap(({ classes }) => [...classes]),
    );
    expect([...global].sort()).toEqual([...GLOBAL_CLASSES].sort());
  });

  it("begin with a word of their owner's that no other owner uses", () => {
    const owners = new Map<string, Map<string, string>>();
    for (const { path, styled } of reports) {
      if (isGlobalSheet(path)) continue;
      for (const name of [...styled].filter((one) => !GLOBAL.has(one))) {
        const word = firstWord(name);
        const byOwner = owners.get(word) ?? new Map<string, string>();
        byOwner.set(ownerOf(path), `${ownerOf(path)} (.${name})`);
        owners.set(word, byOwner);
      }
    }
    const shared = [...owners]
      .filter(([, byOwner]) => byOwner.size > 1)
      .map(([word, byOwner]) => `${word}-: ${[...byOwner.values()].join(', ')}`);
    expect(shared).toEqual([]);
  });
});
