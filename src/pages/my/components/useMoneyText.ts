import { useTranslation } from 'react-i18next';
import type { InAppUnit } from '../../../api/wallet';
import type { MoneyLike } from '../../../lib/money';
import { formatMoney, formatSigned, type MoneyUnit } from './moneyFormat';

const IN_APP: readonly MoneyUnit[] = ['balance', 'points', 'qc'] satisfies InAppUnit[];
const isInApp = (unit: MoneyUnit): unit is InAppUnit => IN_APP.includes(unit);

/** Amounts with their unit, as the money pages write them: "12.50 Balance", "+49.00 QC". */
export function useMoneyText() {
  const { t, i18n } = useTranslation();
  // Token symbols (QC, USDT, TRX) read the same in every language; the in-app units are words.
  const unit = (of: MoneyUnit) => (isInApp(of) ? t(`money.asset.${of}`) : of);
  return {
    unit,
    amount: (value: MoneyLike, of: MoneyUnit) => `${formatMoney(value, of, i18n.language)} ${unit(of)}`,
    signed: (value: MoneyLike, of: MoneyUnit) => `${formatSigned(value, of, i18n.language)} ${unit(of)}`,
  };
}
