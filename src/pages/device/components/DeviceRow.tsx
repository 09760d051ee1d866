import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Device } from '../../../api/device';
import { href } from '../../../lib/href';
import { useFormat } from '../../../ui/useFormat';
import { OfflineSince, StateBadge } from './DeviceState';

/** One of the user's devices: name, state (offline since when), SN and model, today's and total income. */
export function DeviceRow({ device }: { device: Device }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Link
      to={href('/pages/device/details', { id: device.id })}
      className={`device-row ${device.online ? '' : 'is-offline'}`}
      data-testid="device-row"
    >
      <span className="device-row-top">
        <span className="device-row-name" data-may-clip>
          {device.name}
        </span>
        <StateBadge online={device.online} />
      </span>
      <span className="device-row-meta">
        <span className="device-sn">{device.sn}</span>
        <span>{device.model}</span>
      </span>
      <OfflineSince device={device} />
      <span className="device-row-income">
        <span>
          <span className="device-label">{t('device.figures.today')}</span>
          <span className="device-amount is-in">{format.signed(device.today_income, 'QC')}</span>
        </span>
        <span>
          <span className="device-label">{t('device.figures.total')}</span>
          <span className="device-amount">{format.qc(device.total_income)}</span>
        </span>
      </span>
    </Link>
  );
}
