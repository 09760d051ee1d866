import { useTranslation } from 'react-i18next';
import { parseId } from '../../lib/validate';
import { PageShell } from '../../ui/PageShell';
import { useQueryParam } from '../../ui/usePageParams';
import { DeviceFilter } from './components/DeviceFilter';
import { EarningsChart } from './components/EarningsChart';
import { EarningsTotals } from './components/EarningsTotals';
import { IncomeRows } from './components/IncomeRows';
import './components/device.css';

/** Device earnings: the totals, a chart by day, each device's total, and every income row (`?device=` one's). */
export default function DeviceIncomePage() {
  const { t } = useTranslation();
  const [device, setDevice] = useQueryParam('device', (raw) => parseId(raw) ?? undefined);
  return (
    <PageShell className="device-page">
      <EarningsTotals />
      <EarningsChart />
      <DeviceFilter
        selected={device}
        onSelect={(id) => setDevice(id === undefined ? undefined : String(id))}
      />
      <section className="card" aria-label={t('device.income.rows')}>
        <h2 className="device-heading">{t('device.income.rows')}</h2>
        <IncomeRows deviceId={device} />
      </section>
    </PageShell>
  );
}
