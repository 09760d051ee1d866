import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deviceCountQuery } from '../../../api/device';
import { DataView } from '../../../ui/DataView';
import { useFormat } from '../../../ui/useFormat';

/** The user's devices at a glance: how many, how many online, what they earned today and in all. */
export function DeviceSummary() {
  const { t } = useTranslation();
  const format = useFormat();
  const count = useQuery(deviceCountQuery());
  return (
    <section className="card device-hero" aria-label={t('device.summary.title')}>
      <DataView query={count}>
        {(data) => (
          <>
            <p className="device-hero-label">{t('device.summary.today')}</p>
            <p className="device-hero-value" data-testid="device-today">
              {format.qc(data.today_income)}
            </p>
            <dl className="device-hero-figures" data-testid="device-summary">
              <div>
                <dt>{t('device.summary.devices')}</dt>
                <dd>{data.total}</dd>
              </div>
              <div>
                <dt>{t('device.summary.online')}</dt>
                <dd>{data.online}</dd>
              </div>
              <div>
                <dt>{t('device.summary.total')}</dt>
                <dd>{format.qc(data.total_income)}</dd>
              </div>
            </dl>
          </>
        )}
      </DataView>
    </section>
  );
}
