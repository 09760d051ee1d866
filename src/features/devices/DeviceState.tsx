import { useTranslation } from 'react-i18next';
import type { Device } from '../../api/devices/device';
import { useFormat } from '../../ui/hooks/useFormat';
import './device.css';
import './DeviceState.css';

/** Online or offline, as a badge. */
export function StateBadge({ online }: { online: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`device-badge ${online ? 'is-online' : 'is-offline'}`}>
      <span className="device-dot" aria-hidden />
      {online ? t('device.state.online') : t('device.state.offline')}
    </span>
  );
}

/** When an offline device went offline; nothing while it is online. */
export function OfflineSince({ device }: { device: Pick<Device, 'online' | 'offline_time'> }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (device.online || device.offline_time === null) return null;
  return (
    <span className="device-since" data-testid="offline-since">
      {t('device.state.since', { time: format.time(device.offline_time) })}
    </span>
  );
}
