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
