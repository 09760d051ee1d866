import { useTranslation } from 'react-i18next';
import type { MoneyLike } from '../../lib/money';
import { useFormat, type MoneyUnit } from '../../ui/hooks/useFormat';

/** An exchange rate as a line: "1 point = 0.005 QC", "1 Balance = 0.5 QC", in the current language. */
export function useRateLine() {
  const { t } = useTranslation();
  const format = useFormat();
  return (from: MoneyUnit, rate: MoneyLike, to: MoneyUnit) =>
    t('money.rateValue', {
      from: from === 'points' ? format.points(1) : `1 ${format.unitName(from)}`,
      rate: format.rate(rate),
      to: format.unitName(to),
    });
}
