import {
  areasOf,
  isKeepStrings,
  isStringsPath,
  KEEP_STRINGS,
  splitManifest,
  stringsCacheName,
} from '../../src/sw/strings';

const manifest = [
  { url: 'index.html', revision: 'a1' },
  'assets/index-abc.js',
  { url: 'locales/en/core.json', revision: 'c1' },
  { url: 'locales/en/home.json', revision: 'h1' },
  { url: 'locales/en/wallet.json', revision: 'w1' },
  { url: 'locales/ru/core.json', revision: 'c2' },
  { url: 'locales/ru/home.json', revision: 'h2' },
  { url: 'locales/zh-Hans/home.json', revision: 'h3' },
];

describe('the strings the app worker keeps (decision 0090)', () => {
  it('precaches the build and every language’s core, and keeps the other areas apart', () => {
    const { precached, areas } = splitManifest(manifest);
    expect(precached).toEqual([
      { url: 'index.html', revision: 'a1' },
      'assets/index-abc.js',
      { url: 'locales/en/core.json', revision: 'c1' },
      { url: 'locales/ru/core.json', revision: 'c2' },
    ]);
    expect(areas.map((entry) => (typeof entry === 'string' ? entry : entry.url))).toEqual([
      'locales/en/home.json',
      'locales/en/wallet.json',
      'locales/ru/home.json',
      'locales/zh-Hans/home.json',
    ]);
  });

  it('keeps every area of the languages named, and none of the others', () => {
    const { areas } = splitManifest(manifest);
    expect(areasOf(areas, ['en', 'ru'])).toEqual([
      '/locales/en/home.json',
      '/locales/en/wallet.json',
      '/locales/ru/home.json',
    ]);
    expect(areasOf(areas, ['zh-Hans'])).toEqual(['/locales/zh-Hans/home.json']);
    expect(areasOf(areas, ['de'])).toEqual([]);
  });

  it('names the cache by the strings’ revisions: a build with other strings gets a cache of its own', () => {
    const { areas } = splitManifest(manifest);
    const name = stringsCacheName(areas);
    expect(name).toMatch(/^strings-[0-9a-z]+$/);
    expect(stringsCacheName(splitManifest(manifest).areas)).toBe(name);
    const changed = manifest.map((entry) =>
      typeof entry !== 'string' && entry.url === 'locales/ru/home.json'
        ? { ...entry, revision: 'h9' }
        : entry,
    );
    expect(stringsCacheName(splitManifest(changed).areas)).not.toBe(name);
  });

  it('answers the page’s addresses of the strings, with or without the build’s ?v=', () => {
    expect(isStringsPath('/locales/en/home.json')).toBe(true);
    expect(isStringsPath('/locales/zh-Hans/wallet.json')).toBe(true);
    expect(isStringsPath('/assets/home.json')).toBe(false);
    expect(isStringsPath('/locales/en/nested/home.json')).toBe(false);
  });

  it('takes only a well-formed message from the page', () => {
    expect(isKeepStrings({ type: KEEP_STRINGS, codes: ['en', 'ru'] })).toBe(true);
    expect(isKeepStrings({ type: KEEP_STRINGS, codes: 'en' })).toBe(false);
    expect(isKeepStrings({ type: KEEP_STRINGS, codes: [1] })).toBe(false);
    expect(isKeepStrings({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isKeepStrings(null)).toBe(false);
  });
});
