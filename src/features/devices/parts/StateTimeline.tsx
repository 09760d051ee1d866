import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { DeviceEvent } from '../../../api/devices/device';
import { useFormat } from '../../../ui/hooks/useFormat';
import '../device.css';
import './StateTimeline.css';

/** Changes shown before "Show all": the last few days of a device with a nightly outage. */
const FIRST = 6;

/** The device's state changes of the last 7 days, newest first, as a timeline. */
export function StateTimeline({ events }: { events: DeviceEvent[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [all, setAll] = useState(false);
  const shown = all ? events : events.slice(0, FIRST);
  return (
    <section className="card" aria-label={t('device.history.title')}>
      <h2 className="device-heading">{t('device.history.title')}</h2>
      {events.length === 0 ? (
        <p className="device-note" data-testid="no-events">
          {t('device.history.empty')}
        </p>
      ) : (
        <ol className="device-timeline">
          {shown.map((event) => (
            <li
              key={`${event.time}-${event.online ? 1 : 0}`}
              className={`device-event ${event.online ? 'is-online' : 'is-offline'}`}
              data-testid="device-event"
            >
              <span className="device-event-what">
                {event.online ? t('device.history.online') : t('device.history.offline')}
              </span>
              <span className="device-event-time">{format.time(event.time)}</span>
            </li>
          ))}
        </ol>
      )}
      {events.length > FIRST ? (
        <Button size="small" fill="none" color="primary" className="device-more" onClick={() => setAll(!all)}>
          {all ? t('device.history.fewer') : t('device.history.all', { count: events.length })}
        </Button>
      ) : null}
    </section>
  );
}
