import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceRankPages } from '../../api/devices/device';
import type { RankWindow } from '../../api/shared';
import { RANK_WINDOWS, RankRows } from '../../ui/display/RankRows';
import { Segmented } from '../../ui/layout/Segmented';
import { useFormat } from '../../ui/hooks/useFormat';
import './device.css';
import './DeviceRanking.css';

/** Who earned the most with their devices today, in 7 days or ever, 10 a page. */
export function DeviceRanking() {
  const { t } = useTranslation();
  const format = useFormat();
  const [type, setType] = useState<RankWindow>('today');
  return (
    <section className="device-rank" aria-label={t('device.rank.title')}>
      <div className="device-rank-head">
        <h2 className="device-heading">{t('device.rank.title')}</h2>
        <Segmented
          label={t('device.rank.window')}
          value={type}
          onChange={setType}
          options={RANK_WINDOWS.map((value) => ({ value, label: t(`device.rank.${value}`) }))}
        />
      </div>
      <RankRows
        key={type}
        query={deviceRankPages(type)}
        label={t('device.rank.income')}
        figure={format.qc}
        emptyText={t('device.rank.empty')}
      />
    </section>
  );
}
