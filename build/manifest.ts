import fs from 'node:fs';
import path from 'node:path';
import type { ManifestOptions } from 'vite-plugin-pwa';

/** The app's name in a language, as its hall's title says it (locales/<code>/title.json). */
function nameIn(code: string): string {
  const titles = JSON.parse(fs.readFileSync(path.resolve('locales', code, 'title.json'), 'utf8')) as {
    index: { index: string };
  };
  return titles.index.index;
}

const OTHER_LANGUAGES = ['zh-Hans', 'pt', 'ko', 'ja', 'ru'];

/**
 * The web app manifest: installable, standalone, the brand's blue. The name in the five other languages goes in
 * `name_localized` / `short_name_localized` (the W3C manifest localization proposal), which browsers that
 * support it show; others show the English name.
 */
export function webManifest(): Partial<ManifestOptions> & Record<string, unknown> {
  const localized = Object.fromEntries(OTHER_LANGUAGES.map((code) => [code, nameIn(code)]));
  return {
    id: '/',
    name: nameIn('en'),
    short_name: nameIn('en'),
    description: 'Points and coin mall: shop, join draws and crowdfunding, bid, trade and earn.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#2979ff',
    background_color: '#f5f6f8',
    categories: ['shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    name_localized: localized,
    short_name_localized: localized,
  };
}
