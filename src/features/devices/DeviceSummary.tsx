import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deviceCountQuery } from '../../api/devices/device';
import { useFormat } from '../../ui/hooks/useFormat';
import { FiguresHero } from './FiguresHero';

/** The user's devices at a glance: how many, how many online, what they earned today and in all. */
export function DeviceSummary() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <FiguresHero
      title={t('device.summary.title')}
      query={useQuery(deviceCountQuery())}
      main={(data) => ({ label: t('device.summary.today'), value: format.qc(data.today_income) })}
      figures={(data) => [
        { label: t('device.summary.devices'), value: data.total },
        { label: t('device.summary.online'), value: data.online },
        { label: t('device.summary.total'), value: format.qc(data.total_income) },
      ]}
      testIds={{ main: 'device-today', figures: 'device-summary' }}
    />
  );
}
