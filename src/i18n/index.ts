import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSettings } from '../stores/settings';
import { DEFAULT_LANGUAGE, languageByValue, type LocaleCode } from './languages';
import type { Resources } from './resources';
import { CORE_AREAS } from './coreAreas';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Resources };
    returnNull: false;
  }
}

export type Area = keyof Resources;

export { CORE_AREAS };

type Strings = Record<string, unknown>;
/** What one request brings: an area's file, or `core` (the core areas, each under its name). */
export type StringsFile = Area | 'core';
type AreaSource = (code: LocaleCode, file: StringsFile) => Promise<Strings>;

/**
 * Each language's areas are plain JSON files served beside the app (`/locales/<code>/<area>.json`, see the
 * `locales` plugin in vite.config.ts): a page's strings are fetched with the page, in the current language
 * and in English (the fallback), and the app's code carries no map of them.
 */
const fetchArea: AreaSource = async (code, file) => {
  // The same address src/shell/boot.js preloads for core.json, so that this fetch finds it on its way.
  const response = await fetch(`/locales/${code}/${file}.json?v=${__BUILD_ID__}`);
  if (!response.ok) throw new Error(`strings ${code}/${file}: HTTP ${response.status}`);
  return (await response.json()) as Strings;
};

let source: AreaSource = fetchArea;

/** Where strings come from; tests read the files from disk. */
export function setAreaSource(next: AreaSource) {
  source = next;
}

/** i18next's own signature, with the options its typings leave out (`silent`, `skipCopy`). */
type AddBundle = (
  lng: string,
  ns: string,
  resources: Strings,
  deep: boolean,
  overwrite: boolean,
  options: { silent: boolean; skipCopy: boolean },
) => unknown;

/**
 * Adds an area's strings, silently and without a copy. Nothing on screen waits for them: a page renders once
 * its areas are in (src/app/pageLoader.ts), the boot once the core ones are, a language switch re-renders
 * through its own event, and areas loaded ahead for the next page concern nothing on screen. With i18next's
 * `added` event bound, every component that translates re-rendered at once for each area that arrived: all
 * of home (twenty product cards) when the team page's strings were preloaded, in one long task. The fetched
 * object is not shared with anyone, so i18next's deep copy of it is skipped too.
 */
function addStrings(code: LocaleCode, strings: Strings): void {
  (i18next.addResourceBundle as unknown as AddBundle)(code, 'translation', strings, true, true, {
    silent: true,
    skipCopy: true,
  });
}

/** Each area of each language fetched once: callers asking while it is on its way share the request. */
const loading = new Map<string, Promise<void>>();
const wanted = new Set<Area>(CORE_AREAS);

const isCore = (area: Area) => (CORE_AREAS as readonly Area[]).includes(area);

function loadArea(code: LocaleCode, area: Area): Promise<void> {
  const file: StringsFile = isCore(area) ? 'core' : area;
  const id = `${code}/${file}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = source(code, file).then((strings) => {
      addStrings(code, file === 'core' ? strings : { [area]: strings });
    });
    // A failed fetch may be tried again later.
    pending.catch(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

const currentCode = () => (languageByValue(useSettings.getState().lang.value) ?? DEFAULT_LANGUAGE).code;

/**
 * The languages whose strings the app needs: English, the fallback, and the one in use (by default the one
 * chosen in the settings). The app worker keeps the same for offline (src/app/serviceWorker.ts).
 */
export function languagesInUse<Code extends string = LocaleCode>(
  code: Code | LocaleCode = currentCode(),
): (Code | LocaleCode)[] {
  return [...new Set<Code | LocaleCode>(['en', code])];
}

/** Loads these areas' strings for the current language and English; they stay loaded across switches. */
export async function loadAreas(areas: readonly Area[]) {
  areas.forEach((area) => wanted.add(area));
  await Promise.all(languagesInUse().flatMap((code) => areas.map((area) => loadArea(code, area))));
}

/** Every area wanted so far, in one language (a language switch, tests). */
export async function loadLocale(code: LocaleCode) {
  await Promise.all([...wanted].map((area) => loadArea(code, area)));
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
      // Strings are added silently, before what needs them renders (addStrings).
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
