import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTES } from '../src/lib/routes';
import { LINE_ICON_ATTRIBUTES, LINE_ICON_PATHS } from '../src/ui/display/lineIconPaths';

/** The six locale folders (locales/<code>), each one's strings as nested JSON per area. */
type Strings = Record<string, Record<string, unknown>>;

const SHELL_DIR = path.resolve('src/shell');

/** `home.searchStore` in one language's areas; a key the files lack fails the build. */
function lookup(strings: Strings, key: string, code: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], strings);
  if (typeof value !== 'string') throw new Error(`shell: no string ${key} in locales/${code}`);
  return value;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The line icon as markup, with the attributes LineIcon gives it. */
export function iconMarkup(name: string): string {
  if (!(name in LINE_ICON_PATHS)) throw new Error(`shell: no line icon ${name}`);
  const attributes = Object.entries(LINE_ICON_ATTRIBUTES)
    .map(([key, value]) => `${kebab(key).replace(/^view-box$/, 'viewBox')}="${value}"`)
    .join(' ');
  return `<svg ${attributes} aria-hidden="true"><path d="${LINE_ICON_PATHS[name as keyof typeof LINE_ICON_PATHS]}"/></svg>`;
}

/**
 * The shell's template with every `{{area.key}}` as six spans (one per language, each with its `lang`, CSS
 * shows one) and every `{{icon:name}}` as its SVG; the template's comment dropped.
 */
export function renderShell(template: string, languages: Record<string, Strings>): string {
  return template
    .replace(/<!--[\s\S]*?-->\s*/g, '')
    .replace(/\{\{inline:([\w./-]+)\}\}/g, (_, file: string) => inlinePicture(file))
    .replace(/\{\{icon:(\w+)\}\}/g, (_, name: string) => iconMarkup(name))
    .replace(/\{\{([\w.]+)\}\}/g, (_, key: string) =>
      Object.entries(languages)
        .map(([code, strings]) => `<span lang="${code}">${escapeHtml(lookup(strings, key, code))}</span>`)
        .join(''),
    )
    .trim();
}

/**
 * A WebP picture of public/ as a data: URL: the shell's largest picture paints with the page, no request. It is
 * raster, as the promotions' pictures that take its place are: an SVG picture's size counts a little smaller
 * for the largest paint, so the first promotion would paint "larger" and move LCP late (decision 0032).
 */
export function inlinePicture(file: string): string {
  if (!file.endsWith('.webp')) throw new Error(`shell: only WebP pictures are inlined (${file})`);
  return `data:image/webp;base64,${fs.readFileSync(path.resolve('public', file)).toString('base64')}`;
}

/** The frames of the shell by address: the three first screens, the other tabs, any other page. */
export function shellFrames(): Record<string, string> {
  const frames: Record<string, string> = { '/': 'home' };
  for (const [route, spec] of Object.entries(ROUTES)) {
    const tab = 'tab' in spec ? spec.tab : undefined;
    if (tab) frames[route] = tab === 'home' ? 'home' : tab === 'my' ? 'my' : 'tab';
  }
  frames['/pages/index/ranking'] = 'ranking';
  return frames;
}

/** An asset of the shell (boot.js, the font worker) and the hashed name the build gives it. */
function shellAsset(source: string, name: string) {
  const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 8);
  return { source, fileName: `assets/${name}-${hash}.js` };
}

/** The worker that opens the CJK fallback fonts off the main thread (src/shell/fonts.js). */
export const fontWorker = () =>
  shellAsset(fs.readFileSync(path.join(SHELL_DIR, 'fonts.js'), 'utf8'), 'fonts');

/**
 * The app's font list, `--qc-font-family` in src/styles/tokens.css: what the font worker opens. Written into
 * boot.js, which read it with `getComputedStyle` before: a style recalculation of ~35 ms (CPU slowed 4×) in
 * the task after the shell's first frame.
 */
export function appFontFamily(): string {
  const tokens = fs.readFileSync(path.resolve('src/styles/tokens.css'), 'utf8');
  const family = /--qc-font-family:\s*([^;]+);/.exec(tokens)?.[1];
  if (!family) throw new Error('src/styles/tokens.css has no --qc-font-family');
  return family.replace(/\s+/g, ' ').trim();
}

/**
 * boot.js with the frames, the font worker's address and the font list filled in. The build's id is not in it
 * (it is on the script's tag): the text, and so the hash the CSP names it by, changes only when one of those
 * does.
 */
export function bootScript(fontWorkerUrl = `/${fontWorker().fileName}`): string {
  return fs
    .readFileSync(path.join(SHELL_DIR, 'boot.js'), 'utf8')
    .replace('__SHELLS__', JSON.stringify(shellFrames()))
    .replace('__FONT_WORKER__', JSON.stringify(fontWorkerUrl))
    .replace('__FONT_FAMILY__', JSON.stringify(appFontFamily()));
}

/** boot.js as the page carries it: minified (its comments are for us, not for the page's bytes). */
export async function bootForPage(): Promise<string> {
  // Vite's esbuild, loaded here only: the shell's other helpers run in jsdom tests, where esbuild cannot load.
  const { transformWithEsbuild } = await import('vite');
  const { code } = await transformWithEsbuild(bootScript(), 'boot.js', { minify: true, target: 'es2020' });
  return code.trim();
}

/** A CSP source that lets in exactly one inline script: its text's SHA-256 (decision 0077). */
export const inlineScriptSource = (text: string): string =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The script tag that closes an inline script early, were it ever in boot.js's text. */
const SCRIPT_END = /<\/script/i;

/** Every locale folder's strings, by area. */
export function readLanguages(localesDir: string): Record<string, Strings> {
  const languages: Record<string, Strings> = {};
  for (const code of fs.readdirSync(localesDir).sort()) {
    const strings: Strings = {};
    for (const file of fs.readdirSync(path.join(localesDir, code))) {
      strings[file.replace(/\.json$/, '')] = JSON.parse(
        fs.readFileSync(path.join(localesDir, code, file), 'utf8'),
      ) as Record<string, unknown>;
    }
    languages[code] = strings;
  }
  return languages;
}

/**
 * The prerendered shell (docs/decisions/0027-prerendered-shell.md): index.html gets the first screen's frame
 * in place of `<!--shell-->`, boot.js first in its head, and a preconnect to the API's origin when the build
 * calls a real backend. In a build, the app's entry is no longer a tag of the page but named on boot.js's tag
 * (`data-entry`), and so is the web app manifest (`data-manifest`): boot.js asks for the entry once the shell
 * has painted, so the first paint and its picture do not share the line with the app's script (decision 0031),
 * and the app links the manifest once its first screen is done (src/app/webManifest.ts, decision 0091).
 * boot.js and the entry's stylesheet are written into the page (decision 0077): the first paint waits for
 * no request but the page's own. The CSP lets boot.js in by its hash (`inlineScriptSource(boot)`,
 * which vite.config.ts gives the policy); the stylesheet's file stays beside it for nothing that asks.
 */
export function shell({
  buildId,
  apiBase,
  boot,
}: {
  buildId: string;
  apiBase?: string;
  /** boot.js as the page carries it (bootForPage()), the text the CSP's hash is of */
  boot: string;
}): Plugin[] {
  const fonts = fontWorker();
  if (SCRIPT_END.test(boot)) throw new Error('shell: boot.js must not contain a closing script tag');
  const prerender: Plugin = {
    name: 'shell',
    configureServer(server) {
      server.middlewares.use(`/${fonts.fileName}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(fonts.source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', ...fonts });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        const template = fs.readFileSync(path.join(SHELL_DIR, 'shell.html'), 'utf8');
        return {
          html: html.replace('<!--shell-->', renderShell(template, readLanguages(path.resolve('locales')))),
          tags: [
            // In a build, the post step below writes boot.js (with the entry on its tag).
            ...(context.server
              ? [
                  {
                    tag: 'script',
                    attrs: { 'data-build': buildId },
                    children: boot,
                    injectTo: 'head-prepend' as const,
                  },
                ]
              : []),
            ...(apiBase
              ? [
                  {
                    tag: 'link',
                    attrs: { rel: 'preconnect', href: new URL(apiBase).origin, crossorigin: '' },
                    injectTo: 'head' as const,
                  },
                ]
              : []),
          ],
        };
      },
    },
  };
  const laterEntry: Plugin = {
    name: 'shell-entry-after-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry?.[1]) throw new Error('shell: the built page has no entry script');
        if (!/<meta charset="UTF-8" \/>/.test(html)) throw new Error('shell: the page has no <meta charset>');
        // The web app manifest (and what the browser does with it) waits for the app's first screen.
        const manifest = /<link rel="manifest" href="([^"]+)"[^>]*>\s*/.exec(html);
        const tag =
          `<script data-build="${buildId}" data-entry="${entry[1]}"` +
          `${manifest?.[1] ? ` data-manifest="${manifest[1]}"` : ''}>${boot}</script>`;
        // The entry's stylesheet in the page: the shell's first paint needs it, and a request of its own would
        // hold that paint back by a round trip.
        const sheet = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/.exec(html);
        const css = sheet?.[1] ? bundle?.[sheet[1]] : undefined;
        if (!sheet || css?.type !== 'asset') throw new Error('shell: the built page has no entry stylesheet');
        return (
          html
            .replace(entry[0], '')
            .replace(manifest?.[0] ?? '', '')
            // a function, so that no `$` in the CSS is read as a replacement pattern
            .replace(sheet[0], () => `<style>${String(css.source)}</style>`)
            // First after the charset, before anything that paints.
            .replace(/<meta charset="UTF-8" \/>\s*/, (charset) => `${charset}${tag}\n    `)
        );
      },
    },
  };
  return [prerender, laterEntry];
}
