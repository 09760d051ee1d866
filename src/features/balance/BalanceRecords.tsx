import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ledgerPages, type LedgerEntry } from '../../api/account/profile';
import type { Asset } from '../../api/shared';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { Segmented } from '../../ui/layout/Segmented';
import { useFormat } from '../../ui/hooks/useFormat';
import { BillRow } from './BillRow';
import { MoneyShell } from './MoneyShell';

const ASSETS: readonly Asset[] = ['balance', 'points'];

const parseAsset = (value: string | null): Asset => ASSETS.find((asset) => asset === value) ?? 'balance';

/** Balance or points history, 20 a page; the kind shown is in the address (`?asset=`), so it can be linked. */
export default function BalanceRecords() {
  const { t } = useTranslation();
  const { unitName } = useFormat();
  const [params, setParams] = useSearchParams();
  const asset = parseAsset(params.get('asset'));

  return (
    <MoneyShell>
      <div className="money-filter">
        <Segmented
          label={t('money.recordType')}
          value={asset}
          options={ASSETS.map((value) => ({ value, label: unitName(value) }))}
          onChange={(value) => setParams({ asset: value }, { replace: true })}
        />
      </div>
      <InfiniteList<LedgerEntry>
        key={asset}
        className="money-list"
        query={ledgerPages(asset)}
        itemKey={(entry) => entry.id}
        renderItem={(entry) => <BillRow entry={entry} />}
        emptyText={t('money.noBills')}
      />
    </MoneyShell>
  );
}
