import { create } from 'zustand';
import { readStored, writeStored } from '../lib/storage';
import { DEFAULT_LANGUAGE, languageByValue, matchBrowserLanguage, type Language } from '../i18n/languages';
import type { LangValue } from '../api/types';

const LANG_KEY = 'lang';
const SETTINGS_KEY = 'settings';

/**
 * What only the client knows: the invitation code captured from a link, where the app was installed
 * from (`channel`) and whether the privacy terms were accepted. The server's settings are read from their
 * queries (`useBaseSettings` in api/config.ts), never copied here.
 */
export interface ClientSettings {
  inviteCode: string;
  channel: string;
  privacyAccepted: boolean;
}

interface SettingsState extends ClientSettings {
  lang: { value: LangValue; label: string };
  setLang: (value: LangValue) => void;
  update: (patch: Partial<ClientSettings>) => void;
}

const DEFAULTS: ClientSettings = {
  inviteCode: '',
  channel: import.meta.env.VITE_CHANNEL || 'h5',
  privacyAccepted: false,
};

/** The stored entry may hold fields of earlier versions (copies of server settings): only these are read. */
function storedSettings(): ClientSettings {
  const stored = readStored<Partial<ClientSettings>>(SETTINGS_KEY) ?? {};
  return {
    inviteCode: typeof stored.inviteCode === 'string' ? stored.inviteCode : DEFAULTS.inviteCode,
    channel: typeof stored.channel === 'string' ? stored.channel : DEFAULTS.channel,
    privacyAccepted: stored.privacyAccepted === true,
  };
}

/** First start: the stored language, else the browser's if it is one of the six (then saved), else English. */
export function initialLanguage(): Language {
  const stored = languageByValue(readStored<string>(LANG_KEY));
  if (stored) return stored;
  const tags = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of tags) {
    const match = matchBrowserLanguage(tag);
    if (match) {
      writeStored(LANG_KEY, match.value);
      return match;
    }
  }
  return DEFAULT_LANGUAGE;
}

const start = initialLanguage();

export const useSettings = create<SettingsState>()((set, get) => ({
  ...storedSettings(),
  lang: { value: start.value, label: start.label },
  setLang: (value) => {
    const language = languageByValue(value) ?? DEFAULT_LANGUAGE;
    writeStored(LANG_KEY, language.value);
    set({ lang: { value: language.value, label: language.label } });
  },
  update: (patch) => {
    set(patch);
    const { inviteCode, channel, privacyAccepted } = get();
    writeStored(SETTINGS_KEY, { inviteCode, channel, privacyAccepted } satisfies ClientSettings);
  },
}));

export const currentLanguage = (): Language =>
  languageByValue(useSettings.getState().lang.value) ?? DEFAULT_LANGUAGE;
