import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { formatAmount, type MoneyLike } from '../lib/money';

/** Amounts (points whole) and times in the current language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const money = useCallback((value: MoneyLike) => formatAmount(value, locale), [locale]);
  const points = useCallback((value: MoneyLike) => formatAmount(value, locale, 0), [locale]);
  const time = useCallback((value: number) => formatDateTime(value, locale), [locale]);
  return { money, points, time };
}
