/** A colour written as a value where a token should be: where it is and what was written. */
export interface ColourLiteral {
  line: number;
  text: string;
}

// Keywords that are not a colour of their own.
const NOT_A_COLOUR = new Set(['transparent', 'currentcolor', 'inherit', 'initial', 'unset', 'revert']);
const COLOUR_VALUE = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;
const probe = document.createElement('div').style;

/** A named colour (white, rebeccapurple, canvastext…), as the CSS parser itself judges the word. */
export function isNamedColour(word: string): boolean {
  if (NOT_A_COLOUR.has(word.toLowerCase())) return false;
  probe.color = '';
  probe.color = word;
  return probe.color !== '';
}

const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length;

function valueLiterals(source: string): ColourLiteral[] {
  return [...source.matchAll(COLOUR_VALUE)].map((m) => ({ line: lineAt(source, m.index), text: m[0] }));
}

const CSS_DECLARATION = /([\w-]+)\s*:\s*([^;{}]+)(?=[;}])/g;
const CSS_WORD = /-?[a-z][\w-]*/gi;

/** Colour literals in a style sheet: hex, colour functions, and named colours in declaration values. */
export function cssColourLiterals(source: string): ColourLiteral[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const named = [...code.matchAll(CSS_DECLARATION)].flatMap((declaration) => {
    const value = (declaration[2] ?? '').replace(/'[^']*'|"[^"]*"|--[\w-]+/g, ' ');
    return (value.match(CSS_WORD) ?? [])
      .filter(isNamedColour)
      .map((text) => ({ line: lineAt(code, declaration.index), text }));
  });
  return [...valueLiterals(code), ...named].sort((a, b) => a.line - b.line);
}

// Where a named colour would be written in script: a paint property, prop or attribute given a string
// (`fillStyle = 'black'`, `{ color: 'red' }`, `fgColor="white"`, `fill="white"` in SVG markup) or a stop.
const PAINT =
  /(?:\b(?:fill|stroke|stop-color|flood-color|color|background|fillStyle|strokeStyle|\w+Color)\s*[:=]\s*\{?\s*|addColorStop\([^,]+,\s*)\\?["'`]\s*([a-z]+)\b/gi;

/** Colour literals in script: hex and colour functions anywhere, named colours where paint is given. */
export function scriptColourLiterals(source: string): ColourLiteral[] {
  const named = [...source.matchAll(PAINT)]
    .filter((m) => isNamedColour(m[1] ?? ''))
    .map((m) => ({ line: lineAt(source, m.index), text: m[1] ?? '' }));
  return [...valueLiterals(source), ...named].sort((a, b) => a.line - b.line);
}

/*
 * Who paints a button or the page's bar. A button's colour comes from the kit's `color` prop through the
 * shared rules of src/styles/tokens.css, the bar's from ui/PageShell.css (docs/design.md): a page's style
 * sheet or markup that paints either is a finding.
 */

/** A finding: the line and what was written there. */
export interface Finding {
  line: number;
  text: string;
}

interface CssRule {
  selector: string;
  line: number;
  declarations: { property: string; value: string }[];
}

/** The innermost rules of a style sheet (those inside @media too), comments blanked. */
export function cssRules(source: string): CssRule[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return [...code.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selector: (m[1] ?? '').trim().replace(/\s+/g, ' '),
    line: lineAt(code, m.index + (m[1] ?? '').search(/\S/)),
    declarations: [...(m[2] ?? '').matchAll(/([\w-]+)\s*:\s*([^;]+)/g)].map((d) => ({
      property: (d[1] ?? '').toLowerCase(),
      value: (d[2] ?? '').trim(),
    })),
  }));
}

const PAINT_PROPERTIES = new Set([
  'color',
  'background',
  'background-color',
  'background-image',
  'border-color',
  // the kit's button paints with these
  '--background-color',
  '--border-color',
  '--text-color',
  '--color',
]);
/** A declaration that gives a colour: a paint property, the kit's palette, or any value drawn from a colour token. */
const paints = ({ property, value }: { property: string; value: string }) =>
  PAINT_PROPERTIES.has(property) ||
  property.startsWith('--adm-color-') ||
  /--qc-(color|gradient)-/.test(value);

/** What the last compound of each selector in a list names: `.a .b.c, .d` → ['.b.c', '.d']. */
const targets = (selector: string) =>
  selector.split(',').map(
    (one) =>
      one
        .trim()
        .split(/\s*[\s>+~]\s*/)
        .pop() ?? '',
  );

/**
 * Paint given to a button in a style sheet: a rule aimed at the kit's `.adm-button`, or at a class that a
 * page gives to one of its buttons (`buttonClasses`, from the markup), that sets a colour.
 */
export function buttonPaint(source: string, buttonClasses: ReadonlySet<string>): Finding[] {
  const isButton = (compound: string) =>
    (compound.match(/\.[\w-]+/g) ?? []).some(
      (name) => name.startsWith('.adm-button') || buttonClasses.has(name.slice(1)),
    );
  return cssRules(source)
    .filter((rule) => targets(rule.selector).some(isButton))
    .flatMap((rule) =>
      rule.declarations
        .filter(paints)
        .map((d) => ({ line: rule.line, text: `${rule.selector} { ${d.property} }` })),
    );
}

/** The kit's brand or button variables set outside the tokens: a page that re-colours every control it holds. */
export function kitPaletteOverrides(source: string): Finding[] {
  return [...source.matchAll(/['"]?(--adm-color-primary|--adm-button-[\w-]+)['"]?\s*:/g)].map((m) => ({
    line: lineAt(source, m.index),
    text: m[1] ?? '',
  }));
}

/**
 * A bar of a page's own: the kit's or PageShell's bar restyled, or a block that sticks to the top with a ground
 * other than the bar's (surface) or the page's.
 */
export function barPaint(source: string): Finding[] {
  return cssRules(source).flatMap((rule) => {
    const value = (property: string) => rule.declarations.find((d) => d.property === property)?.value ?? '';
    if (/\.(page-nav|adm-nav-bar)\b/.test(rule.selector))
      return rule.declarations
        .filter(paints)
        .map((d) => ({ line: rule.line, text: `${rule.selector} { ${d.property} }` }));
    const pinnedTop = /^(sticky|fixed)$/.test(value('position')) && value('top') !== '';
    const ground = value('background') || value('background-color');
    const plain = /^(|none|transparent|var\(--qc-color-(surface|page)\))$/.test(ground);
    return pinnedTop && !plain
      ? [{ line: rule.line, text: `${rule.selector} { background: ${ground} }` }]
      : [];
  });
}

/** The opening tags of buttons in markup (`<Button …>`, `<SendButton …>`): where, and their attributes' text. */
function buttonTags(source: string): { line: number; name: string; attributes: string }[] {
  const tags = [];
  for (const m of source.matchAll(/<([A-Z]\w*Button|Button)\b/g)) {
    let depth = 0;
    let at = m.index + m[0].length;
    // to the tag's closing `>`, past attribute values, strings and arrow functions inside braces
    for (; at < source.length; at++) {
      const c = source[at]!;
      if (c === '"' || c === "'" || c === '`') {
        at = source.indexOf(c, at + 1);
        if (at < 0) break;
      } else if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push({
      line: lineAt(source, m.index),
      name: m[1] ?? '',
      attributes: source.slice(m.index + m[0].length, at),
    });
  }
  return tags;
}

/** An attribute's value as written: `"text"`, `'text'` or `{expression}` with its braces balanced. */
function attribute(attributes: string, name: string): string | undefined {
  const start = new RegExp(`(?:^|\\s)${name}=(["'{])`).exec(attributes);
  if (!start) return undefined;
  const from = start.index + start[0].length - 1;
  if (start[1] !== '{') return attributes.slice(from, attributes.indexOf(start[1]!, from + 1) + 1);
  let depth = 0;
  for (let at = from; at < attributes.length; at++) {
    if (attributes[at] === '{') depth++;
    else if (attributes[at] === '}' && --depth === 0) return attributes.slice(from, at + 1);
  }
  return attributes.slice(from);
}
const unquoted = (value: string | undefined) =>
  value && /^["']/.test(value) ? value.slice(1, -1) : undefined;

/**
 * A button's colour chosen in markup other than through the kit's brand: `color="warning"` or `"success"`,
 * danger as a solid fill (danger is for what cannot be undone, drawn as an outline or words; a confirmation
 * dialog draws its own), a colour worked out in code, or an inline style that paints.
 */
export function scriptButtonPaint(source: string): Finding[] {
  return buttonTags(source).flatMap(({ line, name, attributes }) => {
    const color = attribute(attributes, 'color');
    const value = unquoted(color);
    const fill = unquoted(attribute(attributes, 'fill')) ?? 'solid';
    const style = attribute(attributes, 'style') ?? '';
    const found: string[] = [];
    if (color?.startsWith('{')) found.push(`<${name} color={…}>`);
    if (value === 'warning' || value === 'success') found.push(`<${name} color="${value}">`);
    if (value === 'danger' && !/^(outline|none)$/.test(fill)) found.push(`<${name} color="danger"> solid`);
    if (/colou?r|background|border|--/i.test(style)) found.push(`<${name} style> paints`);
    return found.map((text) => ({ line, text }));
  });
}

/** The class names a file's markup gives to its buttons (the words of `className`, static parts only). */
export function buttonClassNames(source: string): string[] {
  return buttonTags(source).flatMap(({ attributes }) => {
    const value = attribute(attributes, 'className') ?? '';
    // in an expression: its quoted strings, then a template's own text without its ${…}
    const quoted = [...value.matchAll(/"([^"]*)"|'([^']*)'/g)].map((m) => m[1] ?? m[2]);
    const templates = [...value.replace(/"[^"]*"|'[^']*'/g, ' ').matchAll(/`([^`]*)`/g)].map((m) =>
      (m[1] ?? '').replace(/\$\{[^}]*\}/g, ' '),
    );
    const text = value.startsWith('{') ? [...quoted, ...templates].join(' ') : value.slice(1, -1);
    return text.split(/\s+/).filter((word) => /^[\w-]+$/.test(word));
  });
}
