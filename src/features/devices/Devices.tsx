import { useTranslation } from 'react-i18next';
import { devicePages, type Device } from '../../api/devices/device';
import { href } from '../../lib/href';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { PageShell } from '../../ui/layout/PageShell';
import { StateBox } from '../../ui/state/StateBox';
import { DeviceEntries } from './DeviceEntries';
import { DeviceRow } from './DeviceRow';
import { DeviceSummary } from './DeviceSummary';
import './device.css';
import './Devices.css';

/** The devices home: the figures, the doors (bind, earnings, device system) and the user's devices. */
export default function Devices() {
  const { t } = useTranslation();
  return (
    <PageShell className="device-page">
      <DeviceSummary />
      <DeviceEntries />
      <section className="card" aria-label={t('device.home.list')}>
        <h2 className="device-heading">{t('device.home.list')}</h2>
        <InfiniteList<Device>
          className="device-list"
          itemClassName="device-list-item"
          query={devicePages()}
          itemKey={(device) => device.id}
          renderItem={(device) => <DeviceRow device={device} />}
          empty={<NoDevices />}
        />
      </section>
    </PageShell>
  );
}

/** No device bound yet: what a device does here, and the way to bind one. */
function NoDevices() {
  const { t } = useTranslation();
  return (
    <StateBox
      testId="no-devices"
      title={t('device.home.emptyTitle')}
      text={t('device.home.emptyText')}
      action={{ label: t('device.home.bindFirst'), to: href('/pages/device/bind'), primary: true }}
    />
  );
}
