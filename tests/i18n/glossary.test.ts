import { readLocales } from '../locales';
import { patternOf, synonymsIn, twoWays, usesTerm, type Glossary, type Sense } from './glossary';

// One word per thing, in each language (docs/glossary.md): docs/glossary/<code>.json, and senses.json.
const files = import.meta.glob<unknown>('../../docs/glossary/*.json', { eager: true, import: 'default' });
const SENSES = '../../docs/glossary/senses.json';
const glossaries = Object.fromEntries(
  Object.entries(files)
    .filter(([path]) => path !== SENSES)
    .map(([path, glossary]) => [path.replace(/^.*\/|\.json$/g, ''), glossary as Glossary]),
);
const senses = (files[SENSES] as { exceptions: Sense[] }).exceptions;

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((out, [key, value]) => {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
    return out;
  }, {});
}

const locales = Object.fromEntries(
  Object.entries(readLocales()).map(([code, areas]) => [code, flatten(areas as unknown as Tree)]),
);
const en = locales.en ?? {};
const codes = Object.keys(locales);
const translated = codes.filter((code) => code !== 'en');
const glossaryOf = (code: string): Glossary => {
  const glossary = glossaries[code];
  if (!glossary) throw new Error(`no docs/glossary/${code}.json`);
  return glossary;
};

describe('the glossary files', () => {
  it('has one glossary per language, with the same terms in each', () => {
    expect(Object.keys(glossaries).sort()).toEqual([...codes].sort());
    const terms = Object.keys(glossaryOf('en').terms).sort();
    for (const code of codes)
      expect([code, Object.keys(glossaryOf(code).terms).sort()]).toEqual([code, terms]);
  });

  it.each(codes)('%s: every term is a word the strings really use', (code) => {
    const strings = Object.values(locales[code] ?? {});
    const unused = Object.entries(glossaryOf(code).terms).filter(
      ([, term]) => !usesTerm(strings, term, code),
    );
    expect(unused.map(([id, term]) => `${id}: ${term.use}`)).toEqual([]);
  });

  it('names, for every English string with several senses, keys that carry that English', () => {
    for (const sense of senses) {
      const keys = Object.values(sense.senses).flat();
      expect(sense.reason.length).toBeGreaterThan(20);
      expect(Object.keys(sense.senses).length).toBeGreaterThan(1);
      expect([sense.en, keys.filter((key) => en[key] !== sense.en)]).toEqual([sense.en, []]);
    }
  });

  it('keeps an exception only while some language needs it', () => {
    const unneeded = senses.filter((sense) => {
      const keys = Object.values(sense.senses).flat();
      return translated.every((code) => new Set(keys.map((key) => locales[code]?.[key])).size === 1);
    });
    expect(unneeded.map((sense) => sense.en)).toEqual([]);
  });
});

describe('one word per thing', () => {
  it.each(codes)('%s uses no synonym the glossary rules out', (code) => {
    const glossary = glossaryOf(code);
    const found = Object.entries(locales[code] ?? {}).flatMap(([key, text]) =>
      synonymsIn(text, glossary, code).map((problem) => `${key} “${text}” → ${problem}`),
    );
    expect(found).toEqual([]);
  });

  it.each(translated)('%s translates each English string one way (or one way per listed sense)', (code) => {
    expect(twoWays(en, locales[code] ?? {}, senses)).toEqual([]);
  });
});

describe('how a glossary entry matches', () => {
  const glossary: Glossary = {
    terms: {
      crowd: { use: '크라우드펀딩', avoid: ['펀딩'] },
      market: { use: 'Market', avoid: ['bazaar'] },
      brand: { use: 'QC Mall', avoid: ['mall'] },
      prize: { use: '夺宝', avoid: ['一元夺宝'] },
      ship: { use: 'Pending shipment', avoid: ['to ship', 'не отправлен*'] },
    },
  };

  it('matches whole words in alphabetic languages, with * for any ending', () => {
    expect(patternOf('to ship', 'en').test('Ready to ship')).toBe(true);
    expect(patternOf('to ship', 'en').test('Go to shipments')).toBe(false);
    expect(patternOf('не отправлен*', 'ru').test('Заказ не отправлено')).toBe(true);
    expect(patternOf('рын*', 'ru').test('Открыть в рынке')).toBe(true);
    expect(patternOf('рын*', 'ru').test('Перерынок')).toBe(false);
  });

  it('finds a synonym inside a Chinese, Japanese or Korean string, but not inside the term’s own word', () => {
    expect(synonymsIn('펀딩 주문', glossary, 'ko')).toEqual(['crowd: “펀딩” (use “크라우드펀딩”)']);
    expect(synonymsIn('크라우드펀딩 주문', glossary, 'ko')).toEqual([]);
    expect(synonymsIn('参与一元夺宝', glossary, 'zh-Hans')).toEqual(['prize: “一元夺宝” (use “夺宝”)']);
    expect(synonymsIn('参与夺宝', glossary, 'zh-Hans')).toEqual([]);
  });

  it('ignores case, placeholders and markup, and the words of other terms', () => {
    expect(synonymsIn('Back to the <b>Bazaar</b>', glossary, 'en')).toEqual([
      'market: “bazaar” (use “Market”)',
    ]);
    expect(synonymsIn('Welcome to QC Mall, {{name}}', glossary, 'en')).toEqual([]);
    expect(synonymsIn('Your mall balance', glossary, 'en')).toEqual(['brand: “mall” (use “QC Mall”)']);
  });

  it('tells the keys whose one English string reads two ways, sense by sense', () => {
    const english = { a: 'Sold', b: 'Sold', c: 'Sold', d: 'Close' };
    const other = { a: '已成交', b: '已售', c: '已售', d: '关闭' };
    expect(twoWays(english, other, [])).toEqual(['“Sold”: a=已成交 | b=已售 | c=已售']);
    const sold = {
      en: 'Sold',
      reason: 'an auction result, and a count',
      senses: { deal: ['a'], count: ['b', 'c'] },
    };
    expect(twoWays(english, other, [sold])).toEqual([]);
    expect(twoWays(english, other, [{ ...sold, senses: { deal: ['a'], count: ['b'] } }])).toEqual([
      '“Sold”: c in no sense of docs/glossary/senses.json',
    ]);
  });
});
