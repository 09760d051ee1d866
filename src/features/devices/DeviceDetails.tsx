import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { deviceInfoQuery, type DeviceDetail } from '../../api/devices/device';
import { isApiError } from '../../lib/errors';
import { parseId } from '../../lib/validate';
import { DataView } from '../../ui/state/DataView';
import { PageShell } from '../../ui/layout/PageShell';
import { SignedIn } from '../../ui/state/SignedIn';
import { DeviceCard } from './DeviceCard';
import { DeviceNotFound } from './DeviceNotFound';
import { IncomeRows } from './parts/IncomeRows';
import { RenameSheet } from './parts/RenameSheet';
import { StateTimeline } from './parts/StateTimeline';
import { UnbindButton } from './parts/UnbindButton';
import './device.css';

/** docs/api.md §17: another user's device is as unknown as a missing one, 404. */
const NOT_FOUND = 404;

/** One device (`?id=`): its state and figures, rename and unbind, its state history and its income. */
export default function DeviceDetails() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  return (
    <PageShell className="device-page">
      <SignedIn>{id === null ? <DeviceNotFound /> : <Details id={id} />}</SignedIn>
    </PageShell>
  );
}

function Details({ id }: { id: number }) {
  const device = useQuery(deviceInfoQuery(id));
  if (device.isError && isApiError(device.error) && device.error.code === NOT_FOUND)
    return <DeviceNotFound />;
  return <DataView query={device}>{(data) => <DeviceView device={data} />}</DataView>;
}

function DeviceView({ device }: { device: DeviceDetail }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  return (
    <>
      <DeviceCard device={device} onRename={() => setRenaming(true)}>
        <UnbindButton device={device} />
      </DeviceCard>
      <StateTimeline events={device.events} />
      <section className="card" aria-label={t('device.details.income')}>
        <h2 className="device-heading">{t('device.details.income')}</h2>
        <IncomeRows deviceId={device.id} />
      </section>
      <RenameSheet device={device} visible={renaming} onClose={() => setRenaming(false)} />
    </>
  );
}
