/// <reference types="node" />
import { readFileSync, readdirSync } from 'node:fs';
import {
  barPaint,
  buttonClassNames,
  buttonPaint,
  cssColourLiterals,
  kitPaletteOverrides,
  scriptButtonPaint,
  scriptColourLiterals,
} from './colourLiterals';

/*
 * Colours live once, as tokens in src/styles/tokens.css; everything else paints with var(--qc-…), or with
 * cssToken() on a canvas, so the dark theme reaches every pixel. The fake backend (src/mocks) is left out:
 * the pictures it generates stand for the server's content, like product photos, not the app's paint.
 */
const TOKENS = 'src/styles/tokens.css';
// Read from disk: the test run replaces style sheets with empty modules.
const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .map((name) => `src/${name.replaceAll('\\', '/')}`)
  .filter((path) => /\.(css|tsx?)$/.test(path) && !path.startsWith('src/mocks/'))
  .map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const tokens = files.find((file) => file.path === TOKENS)?.text ?? '';
const defined = new Set([...tokens.matchAll(/(--qc-[\w-]+)\s*:/g)].map((m) => m[1]));

describe('colour literals', () => {
  it('are found in style sheets: hex, colour functions and named colours', () => {
    const css = '.a {\n  color: #fff;\n  border: 1px solid White;\n}\n.b { background: hsl(0 0% 50%); }';
    expect(cssColourLiterals(css)).toEqual([
      { line: 2, text: '#fff' },
      { line: 3, text: 'White' },
      { line: 5, text: 'hsl(' },
    ]);
  });

  it('are not confused with tokens, keywords or property names', () => {
    const css =
      '/* #fff */ .a { white-space: nowrap; color: var(--qc-color-text); border: 1px solid currentColor; }';
    expect(cssColourLiterals(css)).toEqual([]);
  });

  it('are found in script: canvas paint, inline styles and SVG markup', () => {
    const ts = [
      "ctx.fillStyle = 'black';",
      "const s = { color: 'rgb(0 0 0)' };",
      'const svg = `<path fill="red"/>`;',
      '<Tag color=\'primary\' /><QR fgColor="Navy" />',
      "document.createElement('canvas');",
    ].join('\n');
    expect(scriptColourLiterals(ts)).toEqual([
      { line: 1, text: 'black' },
      { line: 2, text: 'rgb(' },
      { line: 3, text: 'red' },
      { line: 4, text: 'Navy' },
    ]);
  });

  it('appear nowhere in src outside the tokens file', () => {
    const found = files
      .filter((file) => file.path !== TOKENS)
      .flatMap(({ path, text }) =>
        (path.endsWith('.css') ? cssColourLiterals(text) : scriptColourLiterals(text)).map(
          ({ line, text: literal }) => `${path}:${line} ${literal}`,
        ),
      );
    expect(found).toEqual([]);
  });
});

describe('tokens', () => {
  it('used anywhere in src are defined in the tokens file', () => {
    expect(defined.size).toBeGreaterThan(50);
    const unknown = files.flatMap(({ path, text }) =>
      [...text.matchAll(/--qc-[\w-]+/g)]
        .map((m) => m[0])
        .filter((name) => !defined.has(name))
        .map((name) => `${path}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});

/*
 * One colour per meaning (docs/design.md): a button takes its colour from the kit's `color` prop and the shared
 * rules of the tokens file, the page's bar from ui/PageShell.css. Pages and components do not paint either.
 */
const BAR = 'src/ui/layout/PageShell.css';
const scripts = files.filter((file) => /\.tsx?$/.test(file.path));
const sheets = files.filter((file) => file.path.endsWith('.css') && file.path !== TOKENS);
const buttonClasses = new Set(scripts.flatMap((file) => buttonClassNames(file.text)));
const at = (path: string) => (found: { line: number; text: string }[]) =>
  found.map(({ line, text }) => `${path}:${line} ${text}`);

describe('who paints buttons and bars', () => {
  it('finds paint given to a button in a style sheet', () => {
    const css = [
      '.buy-button.adm-button { --background-color: var(--qc-color-accent-fill); font-weight: 600; }',
      '.box .adm-button { flex: none; margin: 0; }',
      '.pay { color: var(--qc-color-primary); }',
      '.pay-hint, .card > .pay:disabled { border: 1px solid var(--qc-color-warning); }',
      '.pay-icon svg { color: var(--qc-color-text); }',
    ].join('\n');
    expect(buttonPaint(css, new Set(['pay']))).toEqual([
      { line: 1, text: '.buy-button.adm-button { --background-color }' },
      { line: 3, text: '.pay { color }' },
      { line: 4, text: '.pay-hint, .card > .pay:disabled { border }' },
    ]);
  });

  it('finds the kit palette or button variables set outside the tokens', () => {
    const code =
      '.a { --adm-color-primary: var(--qc-color-info); color: var(--adm-color-primary); }\n' +
      "const s = { '--adm-button-border-radius': 0 };";
    expect(kitPaletteOverrides(code)).toEqual([
      { line: 1, text: '--adm-color-primary' },
      { line: 2, text: '--adm-button-border-radius' },
    ]);
  });

  it('finds a bar of its own: the bar restyled, or a block pinned to the top on a ground of its own', () => {
    const css = [
      '.home .page-nav { background: var(--qc-gradient-primary); }',
      '.head { position: sticky; top: 45px; background: var(--qc-color-primary-soft); }',
      '.tabs { position: sticky; top: 45px; background: var(--qc-color-surface); }',
      '.foot { position: sticky; bottom: 0; background: var(--qc-color-fill); }',
      '.page-nav-note { margin: 0; }',
    ].join('\n');
    expect(barPaint(css)).toEqual([
      { line: 1, text: '.home .page-nav { background }' },
      { line: 2, text: '.head { background: var(--qc-color-primary-soft) }' },
    ]);
  });

  it('finds a button coloured in markup, and the classes buttons are given', () => {
    const tsx = [
      '<Button color="warning" onClick={() => go(a > b)}>Top up</Button>',
      '<SendButton block color="danger" onSend={ask}>Delete</SendButton>',
      '<SendButton fill="outline" color="danger" className="unbind">Unbind</SendButton>',
      '<Button color={paid ? "success" : "primary"} className={`pay ${big ? "is-big" : ""}`}>Pay</Button>',
      "<Button color='primary' style={{ background: 'var(--qc-gradient-primary)' }}>Go</Button>",
      '<Tag color="warning">Soon</Tag>',
    ].join('\n');
    expect(scriptButtonPaint(tsx)).toEqual([
      { line: 1, text: '<Button color="warning">' },
      { line: 2, text: '<SendButton color="danger"> solid' },
      { line: 4, text: '<Button color={…}>' },
      { line: 5, text: '<Button style> paints' },
    ]);
    expect(buttonClassNames(tsx)).toEqual(['unbind', 'is-big', 'pay']);
  });

  it('no page or component paints a button: its colour is the kit prop, painted by the tokens file', () => {
    const found = [
      ...scripts.flatMap((file) => at(file.path)(scriptButtonPaint(file.text))),
      ...sheets.flatMap((file) => at(file.path)(buttonPaint(file.text, buttonClasses))),
    ];
    expect(found).toEqual([]);
  });

  it('no page re-colours the kit or paints a bar of its own: the bar is ui/PageShell', () => {
    const found = [
      ...files
        .filter((file) => file.path !== TOKENS)
        .flatMap((file) => at(file.path)(kitPaletteOverrides(file.text))),
      ...sheets.filter((file) => file.path !== BAR).flatMap((file) => at(file.path)(barPaint(file.text))),
    ];
    expect(found).toEqual([]);
  });
});
