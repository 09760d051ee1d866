import { useTranslation } from 'react-i18next';
import type { Device } from '../../../api/device';
import { useFormat } from '../../../ui/useFormat';

/** What a device earned today and since it was bound, side by side. */
export function IncomePair({ device }: { device: Pick<Device, 'today_income' | 'total_income'> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <dl className="device-income-pair">
      <div>
        <dt>{t('device.figures.today')}</dt>
        <dd className="is-in">{format.signed(device.today_income, 'QC')}</dd>
      </div>
      <div>
        <dt>{t('device.figures.total')}</dt>
        <dd>{format.qc(device.total_income)}</dd>
      </div>
    </dl>
  );
}
