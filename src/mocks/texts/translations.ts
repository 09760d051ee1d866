import type { LangValue } from '../../api/types';
import { LANGUAGES } from '../../i18n/languages';
import type { Translations } from '../db/schema';

/** A text in each of the six languages, each made by `text` for its language. */
export const byLanguage = (text: (lang: LangValue) => string): Translations =>
  Object.fromEntries(LANGUAGES.map(({ value }) => [value, text(value)])) as Translations;

/** A text that reads the same in every language: a name someone typed, a code, a figure. */
export const sameInEvery = (text: string): Translations => byLanguage(() => text);
