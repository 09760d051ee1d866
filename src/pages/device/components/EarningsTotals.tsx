import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { earningsCountQuery } from '../../../api/device';
import { DataView } from '../../../ui/DataView';
import { useFormat } from '../../../ui/useFormat';

/** The user's device income today, yesterday (server days) and in all. */
export function EarningsTotals() {
  const { t } = useTranslation();
  const format = useFormat();
  const counts = useQuery(earningsCountQuery());
  return (
    <section className="card device-hero" aria-label={t('device.income.totals')}>
      <DataView query={counts}>
        {(data) => (
          <>
            <p className="device-hero-label">{t('device.income.total')}</p>
            <p className="device-hero-value" data-testid="earnings-total">
              {format.qc(data.total)}
            </p>
            <dl className="device-hero-figures is-two" data-testid="earnings-counts">
              <div>
                <dt>{t('device.income.today')}</dt>
                <dd>{format.qc(data.today)}</dd>
              </div>
              <div>
                <dt>{t('device.income.yesterday')}</dt>
                <dd>{format.qc(data.yesterday)}</dd>
              </div>
            </dl>
          </>
        )}
      </DataView>
    </section>
  );
}
