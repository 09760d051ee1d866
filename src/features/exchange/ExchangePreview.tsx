import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExchangeRate } from '../../api/wallet/wallet';
import type { Money, MoneyUnit } from '../../lib/money';
import { DataView } from '../../ui/state/DataView';
import { exchangeQuote, percent } from './exchangeMath';
import { useFormat } from '../../ui/hooks/useFormat';
import { useRateLine } from './useRateLine';

interface ExchangePreviewProps {
  rate: UseQueryResult<ExchangeRate>;
  from: MoneyUnit;
  to: MoneyUnit;
  /** null while nothing is typed */
  amount: Money | null;
}

/** The server's rate for the pair and, for the typed amount, the fee and what arrives. */
export function ExchangePreview({ rate, from, to, amount }: ExchangePreviewProps) {
  const { t, i18n } = useTranslation();
  const { amount: money } = useFormat();
  const rateLine = useRateLine();
  return (
    <section className="card" aria-label={t('money.preview')}>
      <h2 className="money-heading">{t('money.preview')}</h2>
      <DataView query={rate}>
        {(current) => {
          const quote = amount ? exchangeQuote(amount, current, to) : null;
          return (
            <dl className="money-facts">
              <div>
                <dt>{t('money.rate')}</dt>
                <dd>{rateLine(from, current.rate, to)}</dd>
              </div>
              <div>
                <dt>{t('money.feeRatio')}</dt>
                <dd>{percent(current.fee_ratio, i18n.language)}</dd>
              </div>
              <div>
                <dt>{t('money.minimum')}</dt>
                <dd>{money(current.min, from)}</dd>
              </div>
              <div>
                <dt>{t('money.fee')}</dt>
                <dd>{quote ? money(quote.fee, to) : '—'}</dd>
              </div>
              <div>
                <dt>{t('money.receive')}</dt>
                <dd className="money-strong" data-testid="exchange-received">
                  {quote ? money(quote.received, to) : '—'}
                </dd>
              </div>
            </dl>
          );
        }}
      </DataView>
    </section>
  );
}
