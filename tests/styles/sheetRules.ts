/// <reference types="node" />
import postcss from 'postcss';

/*
 * What a style sheet defines, read the way decision 0070 counts it: a class is defined (styled) by the sheet
 * whose rules name it in their subject, the last compound of a selector; named anywhere else in a selector (an
 * ancestor, inside :has() or :not()) it is the context the rule applies in.
 */

/** The UI kit's own classes (antd-mobile): a sheet restyles them inside its own markup, they belong to none. */
export const isKitClass = (name: string) => name.startsWith('adm-');
/** A state (`.wallet-chip.is-on`): it means nothing alone, so it may only sit on a class of the same sheet. */
export const isState = (name: string) => name.startsWith('is-');

/**
 * The global layer's classes (src/styles.css and src/styles/): the app's frame that the prerendered shell
 * draws before any script (tab bar), and a few looks every screen shares. Nothing else is global: a new one is
 * added here, with its reason, or it belongs to a component.
 */
export const GLOBAL_CLASSES = [
  // the app's frame and the tab bar, which src/shell/shell.html draws as well (decision 0027)
  'app',
  'with-tabs',
  'tab-bar',
  'tab-bar-item',
  'active', // the router's NavLink marks the current tab with it
  'tab-bar-icon',
  'tab-bar-badge',
  'tab-bar-title',
  'unread-badge',
  // the place of a page's loading, empty or error state (ui/state) and a tap on it
  'state-box',
  'state-tap',
  // the ranking's line under its controls, which the shell draws before the page's styles load
  'ranking-note',
  // the card every screen's blocks sit on (docs/design.md) and a tappable row of a list
  'card',
  'list-row-button',
  // words and blocks: muted text, server HTML, a document's sheet, words for screen readers only
  'muted',
  'html-content',
  'document-page',
  'visually-hidden',
  // a product's thumbnail and an icon on a tinted tile, in its tones (the shell's shortcuts too)
  'thumb',
  'icon-tile',
  'tone-brand',
  'tone-info',
  'tone-success',
  'tone-gold',
  'tone-danger',
  // an icon tile over its name, a button in a grid of them (home's shortcuts, the wallet's entries)
  'icon-door',
  // a white button on a brand card (docs/design.md), painted with the other buttons in tokens.css
  'button-on-brand',
];

const GLOBAL = new Set(GLOBAL_CLASSES);

/** The global layer: base elements, the kit's restyling, tokens and the global classes. */
export const isGlobalSheet = (path: string) => path === 'src/styles.css' || path.startsWith('src/styles/');

/**
 * Whose a sheet is: a feature (src/features/<domain>), the kit (src/ui), the app's frame (src/app), the shell
 * (src/shell). A class's first word (up to its first hyphen) belongs to one owner, so `.wallet-token` is found
 * in features/wallet and nowhere else.
 */
export function ownerOf(path: string): string {
  if (isGlobalSheet(path)) return 'global';
  const [, top, inner] = path.split('/');
  return top === 'features' ? `features/${inner}` : (top ?? path);
}

export const firstWord = (name: string) => name.replace(/^-/, '').split('-')[0]!;

/** Splits at commas and combinators that are not inside brackets or parentheses. */
function splitTop(text: string, at: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' || char === '[') depth += 1;
    if (char === ')' || char === ']') depth -= 1;
    if (depth === 0 && at.test(char)) {
      if (current.trim()) parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/** A compound selector's classes; the subject is the last compound, the element the rule styles. */
export interface Compound {
  classes: string[];
  subject: boolean;
  /** names an element (`dd.is-in`, `li`) */
  typed: boolean;
}

/**
 * The compound selectors of a selector, each with the classes it names; a pseudo-class's argument (`:has(.a
 * .b)`) is a selector of its own, a condition: its compounds are listed after the one it belongs to, none of
 * them a subject.
 */
export function compounds(selector: string, inner = false): Compound[] {
  // strings and attribute selectors hold dots and spaces that are not classes or combinators
  const text = selector.replace(/\\./g, '_').replace(/'[^']*'|"[^"]*"/g, '""');
  const found: Compound[] = [];
  const parts = splitTop(text.replace(/\[[^\]]*\]/g, '[]'), /[\s>+~]/);
  parts.forEach((part, index) => {
    let own = '';
    const conditions: string[] = [];
    let depth = 0;
    let argument = '';
    for (const char of part) {
      if (char === ')') depth -= 1;
      if (depth > 0) argument += char;
      else if (char !== '(' && char !== ')') own += char;
      if (char === '(') depth += 1;
      if (depth === 0 && argument) {
        conditions.push(argument);
        argument = '';
      }
    }
    const subject = !inner && index === parts.length - 1;
    const classes = [...own.matchAll(CLASS)].map((match) => match[1]!);
    found.push({ classes, subject, typed: /^[a-z*]/i.test(own) });
    for (const condition of conditions)
      for (const one of splitTop(condition, /,/)) found.push(...compounds(one, true));
  });
  return found;
}

export interface Sheet {
  path: string;
  text: string;
}

export interface SheetReport {
  /** classes named in its selectors, the UI kit's and states left out */
  classes: Set<string>;
  /** of those, the ones a rule styles (named in a selector's subject) */
  styled: Set<string>;
  /** states on nothing: `.is-on` alone, `.a-list .is-on`, rather than `.a-chip.is-on` or `.a-list li.is-on` */
  looseStates: string[];
  /** selectors that name none of the sheet's classes (a global class is not one): they would style what is not its own */
  unscoped: string[];
  /** @keyframes names */
  keyframes: string[];
  selectors: number;
}

const own = (names: string[]) => names.filter((name) => !isKitClass(name) && !isState(name));

export function readSheet({ text }: Sheet): SheetReport {
  const report: SheetReport = {
    classes: new Set(),
    styled: new Set(),
    looseStates: [],
    unscoped: [],
    keyframes: [],
    selectors: 0,
  };
  const root = postcss.parse(text);
  root.walkAtRules(/keyframes$/, (rule) => {
    report.keyframes.push(rule.params);
  });
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    for (const selector of rule.selectors) {
      report.selectors += 1;
      const parts = compounds(selector);
      for (const { classes, subject, typed } of parts) {
        for (const name of own(classes)) {
          report.classes.add(name);
          if (subject) report.styled.add(name);
        }
        if (classes.some(isState) && own(classes).length === 0 && !typed) report.looseStates.push(selector);
      }
      const sheets = (classes: string[]) => own(classes).filter((name) => !GLOBAL.has(name));
      if (parts.every(({ classes }) => sheets(classes).length === 0)) report.unscoped.push(selector);
    }
  });
  return report;
}
