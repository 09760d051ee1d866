import fs from 'node:fs';
import path from 'node:path';

/**
 * axe cannot measure text on a gradient or on a one-character medal (docs/decisions/0029-accessibility.md):
 * the colour tokens are checked here instead, in both themes.
 */
const css = fs.readFileSync(path.resolve('src/styles/tokens.css'), 'utf8');
const DARK = '@media (prefers-color-scheme: dark)';

function declarations(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(/(--qc-[\w-]+):\s*([^;]+);/g)) found[name!] = value!.trim();
  return found;
}

const light = declarations(css.slice(0, css.indexOf(DARK)));
const dark = { ...light, ...declarations(css.slice(css.indexOf(DARK)).split(/\n}\n/)[0]!) };

function colour(tokens: Record<string, string>, value: string): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  if (reference) return colour(tokens, tokens[reference[1]!]!);
  // #fff → #ffffff
  return /^#[0-9a-f]{3}$/i.test(value) ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** The colours a gradient token passes through. */
const stops = (tokens: Record<string, string>, gradient: string) =>
  [...tokens[gradient]!.matchAll(/var\((--[\w-]+)\)|#[0-9a-f]{6}/gi)].map(([whole, name]) =>
    name ? colour(tokens, `var(${name})`) : whole,
  );

describe.each([
  ['light', light],
  ['dark', dark],
])('colour tokens, %s theme', (_theme, tokens) => {
  it.each(['--qc-gradient-primary', '--qc-gradient-info', '--qc-gradient-neutral', '--qc-gradient-brand'])(
    'every stop of %s carries white text at 4.5:1 or more',
    (gradient) => {
      const colours = stops(tokens, gradient);
      expect(colours).toHaveLength(2);
      for (const stop of colours) {
        expect(stop).toMatch(/^#[0-9a-f]{6}$/i);
        expect(contrast(stop, colour(tokens, 'var(--qc-color-on-brand)'))).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it.each(['primary', 'info'])(
    'the %s colour reads at 4.5:1 on the page, a card, a field, its soft ground',
    (role) => {
      const words = colour(tokens, tokens[`--qc-color-${role}`]!);
      for (const ground of ['page', 'surface', 'raised', `${role}-soft`])
        expect(contrast(words, colour(tokens, tokens[`--qc-color-${ground}`]!))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['primary', 'info', 'danger'])('the %s fill carries white words at 4.5:1 or more', (role) => {
    const fill = colour(tokens, tokens[`--qc-color-${role}-fill`]!);
    expect(contrast(fill, colour(tokens, 'var(--qc-color-on-brand)'))).toBeGreaterThanOrEqual(4.5);
  });

  it('the medals carry their numerals at 4.5:1 or more', () => {
    for (const medal of ['--qc-color-gold', '--qc-color-silver', '--qc-color-bronze']) {
      expect(contrast(colour(tokens, tokens[medal]!), tokens['--qc-color-on-medal']!)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});
