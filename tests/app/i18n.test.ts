import { readLocales } from '../locales';
import { i18n, loadAreas, loadLocale, setAreaSource, switchLanguage } from '../../src/i18n';
import { readArea } from '../locales';
import { ROUTE_LIST } from '../../src/lib/routes';

type Tree = { [key: string]: string | Tree };

const { en, 'zh-Hans': zh, pt, ko, ja, ru } = readLocales();

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((out, [key, value]) => {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
    return out;
  }, {});
}

const base = flatten(en as Tree);
const others = { 'zh-Hans': zh, pt, ko, ja, ru } as unknown as Record<string, Tree>;

describe('locale files', () => {
  it.each(Object.keys(others))('%s has exactly the English keys, none empty', (code) => {
    const keys = flatten(others[code] as Tree);
    expect(Object.keys(keys).sort()).toEqual(Object.keys(base).sort());
    expect(Object.entries(keys).filter(([, v]) => v.trim() === '')).toEqual([]);
  });

  it.each(Object.keys(others))('%s is translated, not English copied', (code) => {
    const keys = flatten(others[code] as Tree);
    const copied = Object.keys(base).filter((k) => /[a-z]{4,}/i.test(base[k] ?? '') && keys[k] === base[k]);
    // Brand names and units may stay the same, and a loanword a language's glossary chose (pt "Check-in" and
    // "Staking", docs/glossary/pt.json); anything else must be translated.
    expect(copied.filter((k) => !/QC|TikTok|UID|^Check-in$|^Staking$/.test(base[k] ?? ''))).toEqual([]);
  });

  it('keeps the same interpolation placeholders in every language', () => {
    for (const tree of Object.values(others)) {
      const keys = flatten(tree);
      for (const [k, v] of Object.entries(base)) {
        const wanted = (v.match(/{{\w+}}|<\/?\w+>/g) ?? []).sort();
        expect([k, (keys[k]?.match(/{{\w+}}|<\/?\w+>/g) ?? []).sort()]).toEqual([k, wanted]);
      }
    }
  });

  it('has a title for every route', () => {
    for (const route of ROUTE_LIST) expect(base[route.title]).toBeTruthy();
  });
});

describe('i18n runtime', () => {
  afterEach(() => switchLanguage('en_us'));

  it('switches language without a reload and renders a missing key as empty', async () => {
    await switchLanguage('zh_cn');
    expect(i18n.language).toBe('zh-Hans');
    expect(i18n.t('tab.home')).toBe(flatten(zh as Tree)['tab.home']);
    expect(i18n.t('no.such.key' as 'tab.home')).toBe('');
  });

  it('names the language in use on <html lang>, so screen readers and fonts follow a switch', async () => {
    await switchLanguage('ru_ru');
    expect(document.documentElement.lang).toBe('ru');
    await switchLanguage('zh_cn');
    expect(document.documentElement.lang).toBe('zh-Hans');
    await switchLanguage('en_us');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('loading strings', () => {
  afterEach(() => setAreaSource(readArea));

  it('fetches an area of a language once, however many ask while it is on its way', async () => {
    const asked: string[] = [];
    setAreaSource((code, area) => {
      asked.push(`${code}/${area}`);
      return readArea(code, area);
    });
    await Promise.all([loadAreas(['draw']), loadAreas(['draw']), loadAreas(['draw'])]);
    await loadAreas(['draw']);
    expect(asked).toEqual(['en/draw']);
    expect(i18n.t('draw.notFound' as 'tab.home')).toBe('Issue not found');
  });

  it('fetches the core areas of a language in one file', async () => {
    const asked: string[] = [];
    setAreaSource((code, file) => {
      asked.push(`${code}/${file}`);
      return readArea(code, file);
    });
    await loadLocale('ja');
    expect(asked.filter((file) => file.startsWith('ja/'))).toContain('ja/core');
    expect(asked).not.toContain('ja/tab');
    expect(asked).not.toContain('ja/title');
    expect(i18n.getResource('ja', 'translation', 'tab.home')).toBe(flatten(ja as Tree)['tab.home']);
  });
});
