import { useTranslation } from 'react-i18next';
import { parseId } from '../../lib/validate';
import { PageShell } from '../../ui/layout/PageShell';
import { useQueryParam } from '../../ui/hooks/usePageParams';
import { DeviceFilter } from './DeviceFilter';
import { EarningsChart } from './EarningsChart';
import { EarningsTotals } from './EarningsTotals';
import { IncomeRows } from './parts/IncomeRows';
import './device.css';

/** Device earnings: the totals, a chart by day, each device's total, and every income row (`?device=` one's). */
export default function DeviceIncome() {
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
