/// <reference types="node" />
import { readFileSync, readdirSync } from 'node:fs';
import { cssColourLiterals, scriptColourLiterals } from './colourLiterals';

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
