import { useTranslation } from 'react-i18next';
import type { BazaarCurrency } from '../../../api/goods/goods';
import { Segmented } from '../../../ui/layout/Segmented';
import './bazaar.css';

const CURRENCIES: readonly BazaarCurrency[] = ['balance', 'qc'];

/** What a listing is priced in and paid with: the mall balance or QC. */
export function CurrencyChoice({
  value,
  onChange,
}: {
  value: BazaarCurrency;
  onChange: (value: BazaarCurrency) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="bazaar-field">
      <span className="bazaar-label">{t('bazaar.release.currency')}</span>
      <Segmented
        label={t('bazaar.release.currency')}
        value={value}
        options={CURRENCIES.map((currency) => ({ value: currency, label: t(`bazaar.currency.${currency}`) }))}
        onChange={onChange}
      />
    </div>
  );
}
