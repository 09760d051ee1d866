/**
 * The checks behind tests/i18n/glossary.test.ts: a locale string that uses a synonym the glossary rules out
 * (docs/glossary/<code>.json), and one English string translated two ways in a language
 * (docs/glossary/senses.json lists the English strings that carry genuinely different senses).
 */

export interface Term {
  /** the one word for the term */
  use: string;
  /** other grammatical forms of the same word (plural, verb, case endings) */
  forms?: string[];
  /** synonyms that must not appear */
  avoid: string[];
  note?: string;
}

export interface Glossary {
  terms: Record<string, Term>;
}

export interface Sense {
  en: string;
  reason: string;
  /** name of a sense → the keys that carry it; within one sense the translations agree */
  senses: Record<string, string[]>;
}

/** Chinese and Japanese write no spaces between words: their words match anywhere. */
const UNSPACED = new Set(['zh-Hans', 'ja']);
/** Korean spaces its words but ends them with particles (기기를, 1구좌당): a word matches where one starts. */
const PARTICLES = new Set(['ko']);

/** What a pattern sees: placeholders as "#", markup tags gone, break hints (U+200B, decision 0054) gone. */
export const normalise = (text: string) =>
  text
    .normalize('NFC')
    .replace(/\u200b/g, '')
    .replace(/{{\s*\w+\s*}}/g, '#')
    .replace(/<\/?\w+>/g, '');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A glossary entry as a pattern: `/…/` is a regular expression; a trailing `*` takes any ending; spaces match
 * any run of spaces. Chinese and Japanese entries match anywhere, Korean ones where a word starts, the others
 * whole words only.
 */
export function patternOf(entry: string, code: string): RegExp {
  if (entry.length > 2 && entry.startsWith('/') && entry.endsWith('/'))
    return new RegExp(entry.slice(1, -1), 'giu');
  const stem = entry.endsWith('*');
  const body = escape(normalise(stem ? entry.slice(0, -1) : entry)).replace(/\s+/g, '\\s+');
  if (UNSPACED.has(code)) return new RegExp(body, 'giu');
  if (PARTICLES.has(code)) return new RegExp(`(?<!\\p{L})${body}`, 'giu');
  const end = stem ? '[\\p{L}\\p{N}]*' : '(?![\\p{L}\\p{N}])';
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${end}`, 'giu');
}

type Span = readonly [number, number];

const spansOf = (text: string, pattern: RegExp): Span[] =>
  [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length] as const);

/** The patterns of every term's own words in a language. */
export const ownWords = (glossary: Glossary, code: string) =>
  Object.values(glossary.terms).flatMap((term) =>
    [term.use, ...(term.forms ?? [])].map((w) => patternOf(w, code)),
  );

/**
 * The avoided synonyms a string uses, as "term: synonym". A match inside one of the glossary's own words is
 * not one (ko 펀딩 inside 크라우드펀딩, "Mall" inside "QC Mall").
 */
export function synonymsIn(text: string, glossary: Glossary, code: string, own = ownWords(glossary, code)) {
  const clean = normalise(text);
  const allowed = own.flatMap((pattern) => spansOf(clean, pattern));
  const inside = ([from, to]: Span) => allowed.some(([a, b]) => a <= from && to <= b);
  return Object.entries(glossary.terms).flatMap(([id, term]) =>
    term.avoid
      .filter((word) => spansOf(clean, patternOf(word, code)).some((span) => !inside(span)))
      .map((word) => `${id}: “${word}” (use “${term.use}”)`),
  );
}

/** Whether any string of a language uses the term's word, in any of its forms. */
export const usesTerm = (strings: string[], term: Term, code: string) =>
  [term.use, ...(term.forms ?? [])].some((word) =>
    strings.some((s) => patternOf(word, code).test(normalise(s))),
  );

/** A plural form (points.few, points.many): its words follow the number, not the meaning. */
const PLURAL_FORM = /[._](zero|one|two|few|many|other)$/;

/**
 * Keys whose English is the same but whose translation in a language differs, as readable lines. An English
 * string listed in `senses` is checked sense by sense, and each of its keys must be in one sense.
 */
export function twoWays(
  en: Record<string, string>,
  other: Record<string, string>,
  senses: Sense[],
): string[] {
  const byEnglish = new Map<string, string[]>();
  for (const [key, value] of Object.entries(en)) {
    if (!PLURAL_FORM.test(key)) byEnglish.set(value, [...(byEnglish.get(value) ?? []), key]);
  }
  const problems: string[] = [];
  for (const [value, keys] of byEnglish) {
    if (keys.length < 2) continue;
    const listed = senses.find((sense) => sense.en === value);
    const groups = listed ? Object.values(listed.senses) : [keys];
    const unplaced = keys.filter((key) => !groups.some((group) => group.includes(key)));
    if (unplaced.length)
      problems.push(`“${value}”: ${unplaced.join(', ')} in no sense of docs/glossary/senses.json`);
    for (const group of groups) {
      const ways = new Set(group.map((key) => other[key]));
      if (ways.size > 1)
        problems.push(`“${value}”: ${group.map((key) => `${key}=${other[key]}`).join(' | ')}`);
    }
  }
  return problems;
}
