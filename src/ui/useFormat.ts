import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../lib/format';

/** Amounts and times in the current language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const money = useCallback((value: number) => formatAmount(value, locale), [locale]);
  const time = useCallback((value: number) => formatDateTime(value, locale), [locale]);
  return { money, time };
}
