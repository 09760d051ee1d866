import { PageShell } from '../../ui/PageShell';
import { DeviceRanking } from './components/DeviceRanking';
import { SystemOverview } from './components/SystemOverview';
import './components/device.css';

/** The device system: the user's devices by state, the network's figures and the device ranking. */
export default function DeviceSystemPage() {
  return (
    <PageShell className="device-page">
      <SystemOverview />
      <DeviceRanking />
    </PageShell>
  );
}
