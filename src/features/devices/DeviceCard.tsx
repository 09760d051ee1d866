import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { DeviceDetail } from '../../api/devices/device';
import { copyText } from '../../lib/clipboard';
import { FactList } from '../../ui/display/FactList';
import { toast } from '../../ui/state/toast';
import { useFormat } from '../../ui/hooks/useFormat';
import { StateBadge } from './DeviceState';
import { durationOf } from './parts/deviceTime';
import { IncomePair } from './IncomePair';
import './device.css';
import './DeviceCard.css';

/** One device: its name (to rename), state and since when, what it is and what it earns. */
interface DeviceCardProps {
  device: DeviceDetail;
  onRename: () => void;
  /** what may be done with it (unbind), under its facts */
  children?: ReactNode;
}

export function DeviceCard({ device, onRename, children }: DeviceCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const copy = async () => {
    const done = await copyText(device.sn);
    toast(done ? t('device.details.copied') : t('device.details.copyFailed'), done ? 'success' : 'fail');
  };
  const duration = (ms: number) => {
    const { key, parts } = durationOf(ms);
    return t(key, parts);
  };
  const since = device.online ? device.events.find((event) => event.online)?.time : device.offline_time;

  return (
    <section className="card device-detail" aria-label={t('device.details.device')}>
      <div className="device-detail-top">
        <h2 className="device-detail-name" data-may-clip data-testid="device-name">
          {device.name}
        </h2>
        <button type="button" className="device-icon-button" onClick={onRename}>
          <EditSOutline aria-hidden />
          <span className="visually-hidden">{t('device.rename.open')}</span>
        </button>
      </div>
      <p className="device-detail-state" data-testid="device-state">
        <StateBadge online={device.online} />
        {since !== undefined && since !== null ? (
          <span className={`device-since ${device.online ? 'is-online' : ''}`}>
            {t(device.online ? 'device.state.onlineFor' : 'device.state.offlineFor', {
              time: format.time(since),
              duration: duration(device.server_time - since),
            })}
          </span>
        ) : null}
      </p>
      <IncomePair device={device} />
      <FactList
        className="device-facts"
        facts={[
          { label: t('device.details.model'), value: device.model },
          {
            label: t('device.details.sn'),
            value: (
              <span className="device-copy">
                <span className="device-sn">{device.sn}</span>
                <Button size="mini" fill="outline" color="primary" onClick={() => void copy()}>
                  {t('device.details.copy')}
                </Button>
              </span>
            ),
          },
          { label: t('device.details.firmware'), value: device.firmware },
          {
            label: t('device.details.rate'),
            value: t('device.details.perHour', { amount: format.qc(device.hourly_rate) }),
          },
          { label: t('device.details.bound'), value: format.time(device.bind_time) },
        ]}
      />
      {children}
    </section>
  );
}
