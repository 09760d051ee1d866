import { useTranslation } from 'react-i18next';
import type { Device } from '../../api/devices/device';
import { Amount } from '../../ui/money/Amount';
import './IncomePair.css';

/** What a device earned today and since it was bound, side by side. */
export function IncomePair({ device }: { device: Pick<Device, 'today_income' | 'total_income'> }) {
  const { t } = useTranslation();
  return (
    <dl className="device-income-pair">
      <div>
        <dt>{t('device.figures.today')}</dt>
        <dd className="is-in">
          <Amount value={device.today_income} unit="QC" signed />
        </dd>
      </div>
      <div>
        <dt>{t('device.figures.total')}</dt>
        <dd>
          <Amount value={device.total_income} unit="QC" />
        </dd>
      </div>
    </dl>
  );
}
