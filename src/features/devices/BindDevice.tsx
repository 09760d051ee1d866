import { useSearchParams } from 'react-router';
import { PageShell } from '../../ui/layout/PageShell';
import { BindForm } from './BindForm';
import { BindSteps } from './BindSteps';

/** Binds a device by serial number; `?sn=` (a device's QR may link here) fills it in. */
export default function BindDevice() {
  const [params] = useSearchParams();
  return (
    <PageShell className="device-page">
      <BindForm initialSn={params.get('sn') ?? ''} />
      <BindSteps />
    </PageShell>
  );
}
