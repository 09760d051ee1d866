import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSettings } from '../stores/settings';
import { DEFAULT_LANGUAGE, languageByValue, type LocaleCode } from './languages';
import type { Resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Resources };
    returnNull: false;
  }
}

// Each language is its own chunk: only the current one (and English, the fallback) is fetched.
const loaders: Record<LocaleCode, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./bundles/en'),
  'zh-Hans': () => import('./bundles/zh-Hans'),
  pt: () => import('./bundles/pt'),
  ko: () => import('./bundles/ko'),
  ja: () => import('./bundles/ja'),
  ru: () => import('./bundles/ru'),
};

export async function loadLocale(code: LocaleCode) {
  if (i18next.hasResourceBundle(code, 'translation')) return;
  const { default: resources } = await loaders[code]();
  i18next.addResourceBundle(code, 'translation', resources, true, true);
}

export const i18n = i18next;

export async function initI18n() {
  const language = languageByValue(useSettings.getState().lang.value) ?? DEFAULT_LANGUAGE;
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language.code,
      fallbackLng: 'en',
      resources: {},
      interpolation: { escapeValue: false },
      returnEmptyString: true,
      // A key missing in every language renders as nothing rather than as its name.
      parseMissingKeyHandler: () => '',
      react: { useSuspense: false },
      showSupportNotice: false,
    });
  }
  await Promise.all([loadLocale('en'), loadLocale(language.code)]);
  await i18next.changeLanguage(language.code);
  document.documentElement.lang = language.code;
}

/** Switches language everywhere without a reload, and remembers it. */
export async function switchLanguage(value: string) {
  const language = languageByValue(value) ?? DEFAULT_LANGUAGE;
  await loadLocale(language.code);
  useSettings.getState().setLang(language.value);
  await i18next.changeLanguage(language.code);
  document.documentElement.lang = language.code;
}
