import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deviceCountQuery, type DeviceCount } from '../../../api/devices/device';
import { numberFormat } from '../../../lib/intl';
import { DataView } from '../../../ui/state/DataView';
import { FactList } from '../../../ui/display/FactList';
import { Amount } from '../../../ui/money/Amount';
import '../device.css';
import './SystemOverview.css';

/** The user's devices by state, and the network's: every bound device, those online, today's income. */
export function SystemOverview() {
  const { t } = useTranslation();
  const count = useQuery(deviceCountQuery());
  return (
    <>
      <section className="card" aria-label={t('device.sys.mine')}>
        <h2 className="device-heading">{t('device.sys.mine')}</h2>
        <DataView query={count}>{(data) => <MyStates count={data} />}</DataView>
      </section>
      <section className="card" aria-label={t('device.sys.network')}>
        <h2 className="device-heading">{t('device.sys.network')}</h2>
        <DataView query={count}>{(data) => <Network count={data} />}</DataView>
      </section>
    </>
  );
}

/** Online and offline, as figures and as a bar split between them. */
function StateSplit({ online, total, testId }: { online: number; total: number; testId: string }) {
  const { t, i18n } = useTranslation();
  const share = total > 0 ? online / total : 0;
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(share);
  return (
    <>
      <FactList
        className="device-split"
        rowClassName="device-split-item"
        facts={[
          { label: t('device.state.online'), value: online },
          { label: t('device.state.offline'), value: total - online },
          { label: t('device.sys.total'), value: total },
        ]}
      />
      <div className="device-bar" data-testid={testId} aria-hidden>
        <span className="device-bar-online" style={{ width: `${share * 100}%` }} />
      </div>
      <p className="device-share">{t('device.sys.share', { percent })}</p>
    </>
  );
}

function MyStates({ count }: { count: DeviceCount }) {
  return <StateSplit online={count.online} total={count.total} testId="my-state-bar" />;
}

function Network({ count }: { count: DeviceCount }) {
  const { t } = useTranslation();
  return (
    <>
      <StateSplit online={count.network_online} total={count.network_total} testId="network-state-bar" />
      <p className="device-network-income" data-testid="network-today">
        <span>{t('device.sys.networkToday')}</span>
        <strong>
          <Amount value={count.network_today_income} unit="QC" />
        </strong>
      </p>
    </>
  );
}
