import { useTranslation } from 'react-i18next';
import { deviceIncomePages, type DeviceIncome } from '../../../api/devices/device';
import { IncomeLine } from '../../../ui/money/IncomeLine';
import { InfiniteList } from '../../../ui/state/InfiniteList';
import { useFormat } from '../../../ui/hooks/useFormat';

/**
 * Income rows, newest first, 20 a page as they scroll: of one device (`deviceId`), or of all the user's
 * devices with each row's device named.
 */
export function IncomeRows({ deviceId }: { deviceId?: number }) {
  const { t } = useTranslation();
  return (
    <InfiniteList<DeviceIncome>
      key={deviceId ?? 'all'}
      className="device-income-list"
      query={deviceIncomePages(deviceId)}
      itemKey={(row) => row.id}
      renderItem={(row) => <IncomeRow row={row} named={deviceId === undefined} />}
      emptyText={t('device.income.empty')}
    />
  );
}

function IncomeRow({ row, named }: { row: DeviceIncome; named: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <IncomeLine
      testId="income-row"
      title={named ? row.name : t('device.income.hourly')}
      sub={named ? `${row.sn} · ${format.time(row.create_time)}` : format.time(row.create_time)}
      amount={format.signed(row.amount, 'QC')}
      incoming
    />
  );
}
