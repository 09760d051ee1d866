import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformContext } from 'vite';
import {
  bootForPage,
  bootScript,
  appFontFamily,
  fontWorker,
  iconMarkup,
  inlinePicture,
  inlineScriptSource,
  readLanguages,
  renderShell,
  shell,
  shellFrames,
} from '../../build/shell';
import { LANGUAGES, matchBrowserLanguage } from '../../src/i18n/languages';
import { webpSize } from '../webp';

const languages = readLanguages(path.resolve('locales'));
const template = fs.readFileSync(path.resolve('src/shell/shell.html'), 'utf8');

/** boot.js as the page carries it (minified): what the tests below run. */
let boot = '';
beforeAll(async () => {
  // esbuild (which minifies it) checks that TextEncoder's bytes are this realm's Uint8Array, which jsdom's
  // globals are not: an encoder of this realm while it loads and runs.
  class RealmEncoder {
    readonly encoding = 'utf-8';
    encode(text = '') {
      return new Uint8Array(Buffer.from(text, 'utf8'));
    }
  }
  vi.stubGlobal('TextEncoder', RealmEncoder);
  boot = await bootForPage();
  vi.unstubAllGlobals();
});

describe('the prerendered shell', () => {
  it('puts each string in the six languages, escaped, and each icon as its SVG', () => {
    const html = renderShell('<p>{{tab.home}}</p>{{icon:home}}', {
      en: { tab: { home: 'Home & <more>' } },
      ru: { tab: { home: 'Главная' } },
    });
    expect(html).toBe(
      `<p><span lang="en">Home &amp; &lt;more&gt;</span><span lang="ru">Главная</span></p>${iconMarkup('home')}`,
    );
    expect(iconMarkup('home')).toContain('viewBox="0 0 24 24"');
    expect(iconMarkup('home')).toContain('stroke-width="1.6"');
  });

  it('puts the shell’s picture in the page as a data: URL', () => {
    const url = inlinePicture('shell/banner.webp');
    expect(url.startsWith('data:image/webp;base64,')).toBe(true);
    expect(webpSize(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'))).toEqual({
      width: 750,
      height: 300,
    });
    expect(() => inlinePicture('icons/icon-48.png')).toThrow(/WebP/);
    expect(renderShell(template, languages)).toContain(`src="${url}"`);
  });

  it('fails the build on a string or an icon that does not exist', () => {
    expect(() => renderShell('{{tab.nothing}}', { en: { tab: {} } })).toThrow(/tab\.nothing/);
    expect(() => renderShell('{{icon:nothing}}', {})).toThrow(/nothing/);
  });

  it('builds from the real template with every string present in all six locale folders', () => {
    expect(Object.keys(languages).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
    const html = renderShell(template, languages);
    expect(html).not.toMatch(/\{\{|<!--/);
    for (const code of Object.keys(languages)) expect(html).toContain(`<span lang="${code}">`);
  });

  it('names a frame for the home, ranking and my screens and the other tabs', () => {
    expect(shellFrames()).toEqual({
      '/': 'home',
      '/pages/index/index': 'home',
      '/pages/cart/index': 'tab',
      '/pages/message/index': 'tab',
      '/pages/my/index': 'my',
      '/pages/index/ranking': 'ranking',
    });
  });
});

describe('boot.js', () => {
  const html = document.documentElement;

  const run = ({
    path: at,
    stored,
    browser,
  }: {
    path: string;
    stored?: Record<string, unknown>;
    browser?: string[];
  }) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(stored ?? {})) {
      localStorage.setItem(key, JSON.stringify({ v: value, e: Date.now() + 60_000 }));
    }
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser ?? []);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(browser?.[0] ?? '');
    window.history.replaceState(null, '', at);
    document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove());
    new Function(boot)();
    return {
      lang: html.lang,
      shell: html.getAttribute('data-shell'),
      session: html.getAttribute('data-session'),
      preloads: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) =>
        link.href.replace(window.location.origin, ''),
      ),
    };
  };

  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('picks the frame from the address, the language and the session from what the browser keeps', () => {
    // The build's id, which names the strings' version, is on the script's tag.
    const tag = document.createElement('script');
    tag.setAttribute('data-build', 'b1');
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    expect(run({ path: '/', stored: { lang: 'ru_ru', token: 't' } })).toEqual({
      lang: 'ru',
      shell: 'home',
      session: 'in',
      preloads: ['/locales/ru/core.json?v=b1', '/locales/en/core.json?v=b1'],
    });
    expect(run({ path: '/pages/my/index', browser: ['ja-JP'] })).toMatchObject({
      lang: 'ja',
      shell: 'my',
      session: 'out',
    });
    expect(run({ path: '/pages/index/ranking?kind=crowd' })).toMatchObject({
      lang: 'en',
      shell: 'ranking',
      preloads: ['/locales/en/core.json?v=b1'],
    });
    expect(run({ path: '/pages/cart/index' }).shell).toBe('tab');
    expect(run({ path: '/pages/order/list' }).shell).toBe('page');
    // A search shows results, not the hall.
    expect(run({ path: '/?q=phone' }).shell).toBe('page');
  });

  it('sets the colour scheme the UI kit follows before the first paint', () => {
    const scheme = (dark: boolean) => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: dark && query === '(prefers-color-scheme: dark)',
      }));
      run({ path: '/' });
      return html.getAttribute('data-prefers-color-scheme');
    };
    expect(scheme(true)).toBe('dark');
    expect(scheme(false)).toBe('light');
    vi.unstubAllGlobals();
  });

  it('asks for the app’s entry named on its tag once the shell has painted, and only that script', async () => {
    const tag = document.createElement('script');
    tag.setAttribute('data-entry', '/assets/index-abc.js');
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    run({ path: '/' });
    const entry = () => document.head.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(entry()).toBeNull();
    await vi.waitFor(() => expect(entry()?.getAttribute('src')).toBe('/assets/index-abc.js'));
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    entry()?.remove();
    document.head.querySelector('link[rel="modulepreload"]')?.remove();
  });

  it('downloads the entry and runs it once the contentful paint is reported, never before, and leaves the manifest to the app', async () => {
    let reportPaint: ((name: string) => void) | undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        constructor(
          private report: (
            list: { getEntries(): { name: string }[] },
            observer: { disconnect(): void },
          ) => void,
        ) {}
        observe() {
          reportPaint = (name) =>
            this.report({ getEntries: () => [{ name }] }, { disconnect: () => undefined });
        }
      },
    );
    const tag = document.createElement('script');
    tag.setAttribute('data-entry', '/assets/index-abc.js');
    tag.setAttribute('data-manifest', '/manifest.webmanifest');
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    const linked = (rel: string) =>
      document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`)?.getAttribute('href');
    const entry = () => document.head.querySelector<HTMLScriptElement>('script[type="module"]');
    try {
      run({ path: '/' });
      // Nothing the first paint does not need is asked for before it is on screen: a request started then
      // is one the first paint may wait for (and Lighthouse's simulation counts it so).
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(linked('modulepreload')).toBeUndefined();
      expect(linked('manifest')).toBeUndefined();
      expect(entry()).toBeNull();
      // A frame of the background alone is not the shell on screen.
      reportPaint?.('first-paint');
      expect(linked('modulepreload')).toBeUndefined();
      reportPaint?.('first-contentful-paint');
      expect(linked('modulepreload')).toBe('/assets/index-abc.js');
      await vi.waitFor(() => expect(entry()?.getAttribute('src')).toBe('/assets/index-abc.js'));
      // The app links it once its first screen is done (src/app/webManifest.ts, decision 0091).
      expect(linked('manifest')).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
      entry()?.remove();
      document.head
        .querySelectorAll('link[rel="modulepreload"], link[rel="manifest"]')
        .forEach((element) => element.remove());
    }
  });

  it('opens the CJK fonts in a worker once the shell has painted, with the font list the page uses', async () => {
    const posted: { url: string; message: unknown }[] = [];
    vi.stubGlobal('OffscreenCanvas', class {});
    vi.stubGlobal(
      'Worker',
      class {
        constructor(private url: string) {}
        postMessage(message: unknown) {
          posted.push({ url: this.url, message });
        }
      },
    );
    try {
      run({ path: '/' });
      expect(posted).toEqual([]);
      await vi.waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]?.url).toMatch(/^\/assets\/fonts-[0-9a-f]{8}\.js$/);
      // The list the tokens give the page, written in by the build (not read back from the page's style).
      expect(posted[0]?.message).toBe(appFontFamily());
      expect(appFontFamily()).toMatch(/^-apple-system, .*'Noto Sans CJK SC'.*, sans-serif$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the font worker measures CJK letters in both weights of that list, then ends', () => {
    const fonts: string[] = [];
    const measured: string[] = [];
    const context = {
      set font(value: string) {
        fonts.push(value);
      },
      measureText: (text: string) => measured.push(text),
    };
    const scope = {
      onmessage: undefined as ((event: { data: string }) => void) | undefined,
      postMessage: vi.fn(),
      close: vi.fn(),
    };
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        getContext = () => context;
      },
    );
    try {
      new Function('self', fontWorker().source)(scope);
      scope.onmessage?.({ data: 'Arial, sans-serif' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fonts).toEqual(['400 16px Arial, sans-serif', '700 16px Arial, sans-serif']);
    expect(measured.join('')).toMatch(/[\u4e00-\u9fff].*[\uac00-\ud7af].*[\u3040-\u30ff]/u);
    expect(scope.postMessage).toHaveBeenCalledWith('open');
    expect(scope.close).toHaveBeenCalled();
  });

  it('chooses the language as the app does: stored, else the browser’s if one of the six, else English', () => {
    const cases: string[][] = [['zh-CN'], ['zh-TW', 'pt-BR'], ['de-DE'], ['ko'], ['ru-RU', 'en'], []];
    for (const browser of cases) {
      const expected = browser.map(matchBrowserLanguage).find(Boolean)?.code ?? 'en';
      expect(run({ path: '/', browser }).lang).toBe(expected);
    }
    // An expired stored language is ignored.
    localStorage.setItem('lang', JSON.stringify({ v: 'ko_kr', e: Date.now() - 1 }));
    expect(run({ path: '/', browser: ['pt-PT'] }).lang).toBe('pt');
  });
});

describe('the built page', () => {
  const built = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="manifest" href="/manifest.webmanifest">
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/D04FLQ.css">
  </head>
  <body><div id="root"></div></body>
</html>`;
  const finish = (html: string, css = '.shell{color:red}') => {
    const step = shell({ buildId: 'b9', boot }).find((plugin) => plugin.name === 'shell-entry-after-paint');
    const hook = step?.transformIndexHtml as {
      handler: (html: string, context: Partial<IndexHtmlTransformContext>) => string;
    };
    const bundle = { 'assets/D04FLQ.css': { type: 'asset', source: css } };
    return hook.handler(html, { bundle } as unknown as IndexHtmlTransformContext);
  };

  it('carries boot.js and the entry’s stylesheet in the page, so the first paint waits for no request', () => {
    const page = finish(built, '.a::after{content:"$&"}');
    const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const [, attributes, text] = scripts[0] ?? [];
    // first after the charset, the entry (for after the first paint) and the manifest (for the app) named on its tag
    expect(page).toMatch(/<meta charset="UTF-8" \/>\s*<script data-build=/);
    expect(attributes).toBe(
      ' data-build="b9" data-entry="/assets/index-abc.js" data-manifest="/manifest.webmanifest"',
    );
    expect(text).toBe(boot);
    // minified: none of boot.js's comments
    expect(boot.length).toBeLessThan(bootScript().length / 2);
    expect(boot).not.toContain('// ');
    expect(page).toContain('<style>.a::after{content:"$&"}</style>');
    // no tag of the entry, its stylesheet or the manifest left (boot.js's own text names them)
    expect(page.replace(text ?? '', '')).not.toMatch(/rel="stylesheet"|rel="manifest"|type="module"/);
  });

  it('names boot.js for the CSP by the hash of exactly the text in the page, the same in every build', async () => {
    const text = /<script[^>]*>([\s\S]*?)<\/script>/.exec(finish(built))?.[1] ?? '';
    const digest = crypto.createHash('sha256').update(text).digest('base64');
    expect(inlineScriptSource(boot)).toBe(`'sha256-${digest}'`);
    expect(boot).not.toContain('b9');
    expect(await bootForPage()).toBe(boot);
  });

  it('fails a build whose page has no entry stylesheet to carry', () => {
    expect(() => finish(built.replace(/\s*<link rel="stylesheet"[^>]*>/, ''))).toThrow(/entry stylesheet/);
  });
});
