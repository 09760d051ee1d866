import { create } from 'zustand';
import { readStored, writeStored } from '../lib/storage';
import { DEFAULT_LANGUAGE, languageByValue, matchBrowserLanguage, type Language } from '../i18n/languages';
import type {
  LangValue,
  PhoneRegion,
  RechargeType,
  RedeemOption,
  SysConfig,
  WinningEntry,
} from '../api/types';

export interface CurrentTask {
  id: number;
  describe: string;
  describeImg: string;
  is_complete: number;
  logId: number;
  sub_refusal: string;
}

export interface BaseSettings {
  inviteCode: string;
  channel: string;
  privacyAccepted: boolean;
  tracker: string;
  miningType: number;
  winningList: WinningEntry[];
  rechargeOptions: number[];
  rechargeTypes: RechargeType[];
  redeemOptions: RedeemOption[];
  phoneRegions: PhoneRegion[];
  currentTask: CurrentTask | null;
  sysConfig: SysConfig;
}

interface SettingsState extends BaseSettings {
  lang: { value: LangValue; label: string };
  setLang: (value: LangValue) => void;
  update: (patch: Partial<BaseSettings>) => void;
}

export const DEFAULT_SYS_CONFIG: SysConfig = {
  auction_bid_ratio: 0.01,
  auction_security_deposit_ratio: 0.1,
  seller_open_sign: 10,
  seller_open_balance: 500,
};

const DEFAULTS: BaseSettings = {
  inviteCode: '',
  channel: import.meta.env.VITE_CHANNEL || 'h5',
  privacyAccepted: false,
  tracker: '',
  miningType: 0,
  winningList: [],
  rechargeOptions: [],
  rechargeTypes: [],
  redeemOptions: [],
  phoneRegions: [],
  currentTask: null,
  sysConfig: DEFAULT_SYS_CONFIG,
};

const LANG_KEY = 'lang';
const SETTINGS_KEY = 'settings';

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
  ...DEFAULTS,
  ...readStored<Partial<BaseSettings>>(SETTINGS_KEY),
  lang: { value: start.value, label: start.label },
  setLang: (value) => {
    const language = languageByValue(value) ?? DEFAULT_LANGUAGE;
    writeStored(LANG_KEY, language.value);
    set({ lang: { value: language.value, label: language.label } });
  },
  update: (patch) => {
    set(patch);
    const { lang: _lang, setLang: _setLang, update: _update, ...rest } = { ...get() };
    writeStored(SETTINGS_KEY, rest);
  },
}));

export const currentLanguage = (): Language =>
  languageByValue(useSettings.getState().lang.value) ?? DEFAULT_LANGUAGE;
