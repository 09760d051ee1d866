import type { ReactNode } from 'react';
import { AddCircleOutline, GlobalOutline, HistogramOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '../../lib/href';
import type { TileTone } from '../../ui/display/iconTile';
import './DeviceEntries.css';

interface Entry {
  key: 'bind' | 'income' | 'sys';
  path: string;
  icon: ReactNode;
  tone: TileTone;
}

const ENTRIES: readonly Entry[] = [
  { key: 'bind', tone: 'info', path: href('/pages/device/bind'), icon: <AddCircleOutline /> },
  { key: 'income', tone: 'gold', path: href('/pages/device/income'), icon: <HistogramOutline /> },
  { key: 'sys', tone: 'success', path: href('/pages/device/sys'), icon: <GlobalOutline /> },
];

/** The doors of the devices home: bind one, the earnings, the device system and its rankings. */
export function DeviceEntries() {
  const { t } = useTranslation();
  return (
    <nav className="device-entries" aria-label={t('device.home.entries')}>
      {ENTRIES.map((entry) => (
        <Link key={entry.key} to={entry.path} className="device-entry">
          <span className={`icon-tile tone-${entry.tone}`}>{entry.icon}</span>
          <span className="device-entry-label">{t(`device.home.entry.${entry.key}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
