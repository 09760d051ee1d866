import { PageShell } from '../../ui/layout/PageShell';
import { DeviceRanking } from './DeviceRanking';
import { SystemOverview } from './parts/SystemOverview';

/** The device system: the user's devices by state, the network's figures and the device ranking. */
export default function DeviceSystem() {
  return (
    <PageShell className="device-page">
      <SystemOverview />
      <DeviceRanking />
    </PageShell>
  );
}
