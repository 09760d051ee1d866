import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import enUS from 'antd-mobile/es/locales/en-US';
import type { LocaleCode } from './languages';

type AntdLocale = typeof enUS;

const loaders: Record<LocaleCode, () => Promise<{ default: AntdLocale }>> = {
  en: () => Promise.resolve({ default: enUS }),
  'zh-Hans': () => import('antd-mobile/es/locales/zh-CN'),
  pt: () => import('antd-mobile/es/locales/pt-BR'),
  ko: () => import('antd-mobile/es/locales/ko-KR'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
  ru: () => import('antd-mobile/es/locales/ru-RU'),
};

/** The UI kit's own texts (pickers, dialogs) in the current language, loaded with it. */
export function useAntdLocale(): AntdLocale {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<AntdLocale>(enUS);
  useEffect(() => {
    let live = true;
    const load = loaders[i18n.language as LocaleCode] ?? loaders.en;
    void load().then((m) => live && setLocale(m.default));
    return () => {
      live = false;
    };
  }, [i18n.language]);
  return locale;
}
