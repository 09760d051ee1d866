import { Link } from 'react-router';
import type { Device } from '../../api/devices/device';
import { href } from '../../lib/href';
import { OfflineSince, StateBadge } from './DeviceState';
import { IncomePair } from './IncomePair';
import './device.css';
import './DeviceRow.css';

/** One of the user's devices: name, state (offline since when), SN and model, today's and total income. */
export function DeviceRow({ device }: { device: Device }) {
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
      <IncomePair device={device} />
    </Link>
  );
}
