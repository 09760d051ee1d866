import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { allDevicesQuery, type Device } from '../../api/devices/device';
import { DataView } from '../../ui/state/DataView';
import { Amount } from '../../ui/money/Amount';
import './device.css';
import './DeviceFilter.css';

interface DeviceFilterProps {
  /** the device whose rows are listed; undefined: all */
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
}

/**
 * Each of the user's devices with what it earned in all; tapping one lists its income alone (tapping it
 * again, or "All devices", lists every row).
 */
export function DeviceFilter({ selected, onSelect }: DeviceFilterProps) {
  const { t } = useTranslation();
  const devices = useQuery(allDevicesQuery());
  return (
    <section className="card" aria-label={t('device.income.byDevice')}>
      <h2 className="device-heading">{t('device.income.byDevice')}</h2>
      <DataView
        query={devices}
        isEmpty={(page) => page.list.length === 0}
        emptyText={t('device.income.noDevices')}
      >
        {(page) => (
          <div className="device-totals" role="group" aria-label={t('device.income.filter')}>
            <button
              type="button"
              className="device-total"
              aria-pressed={selected === undefined}
              onClick={() => onSelect(undefined)}
            >
              <span className="device-total-name">{t('device.income.all')}</span>
            </button>
            {page.list.map((device) => (
              <DeviceTotal
                key={device.id}
                device={device}
                pressed={selected === device.id}
                onPress={() => onSelect(selected === device.id ? undefined : device.id)}
              />
            ))}
          </div>
        )}
      </DataView>
    </section>
  );
}

function DeviceTotal({
  device,
  pressed,
  onPress,
}: {
  device: Device;
  pressed: boolean;
  onPress: () => void;
}) {
  return (
    <button type="button" className="device-total" aria-pressed={pressed} onClick={onPress}>
      <span className="device-total-name" data-may-clip>
        {device.name}
      </span>{' '}
      <span className="device-total-amount">
        <Amount value={device.total_income} unit="QC" />
      </span>
    </button>
  );
}
