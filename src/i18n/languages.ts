import type { LangValue } from '../api/types';

export interface Language {
  /** stored value, sent as the `lang` header */
  value: LangValue;
  /** label as the spec names it */
  label: string;
  /** i18next / locale file code */
  code: LocaleCode;
  /** the language's own name, shown in the switcher */
  nativeName: string;
}

export type LocaleCode = 'zh-Hans' | 'en' | 'pt' | 'ko' | 'ja' | 'ru';

export const LANGUAGES: readonly Language[] = [
  { value: 'zh_cn', label: 'CHINESE', code: 'zh-Hans', nativeName: '简体中文' },
  { value: 'en_us', label: 'ENGLISH', code: 'en', nativeName: 'English' },
  { value: 'pt_br', label: 'PORTUGUESE', code: 'pt', nativeName: 'Português' },
  { value: 'ko_kr', label: 'KOREAN', code: 'ko', nativeName: '한국어' },
  { value: 'ja_jp', label: 'JAPANESE', code: 'ja', nativeName: '日本語' },
  { value: 'ru_ru', label: 'RUSSIAN', code: 'ru', nativeName: 'Русский' },
];

export const DEFAULT_LANGUAGE = LANGUAGES[1] as Language;

export const languageByValue = (value: unknown): Language | undefined =>
  LANGUAGES.find((l) => l.value === value);

/** Matches a browser language tag (`zh-CN`, `pt-BR`, `ja`) to one of the six, or undefined. */
export function matchBrowserLanguage(tag: string | undefined): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) {
    // Traditional-script Chinese is not one of the six; simplified is.
    return /hant|tw|hk|mo/.test(lower) ? undefined : LANGUAGES[0];
  }
  const primary = lower.split(/[-_]/)[0];
  return LANGUAGES.find((l) => l.code === primary);
}
