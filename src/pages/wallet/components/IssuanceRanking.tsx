import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankRowV2, RankWindow } from '../../../api/shared';
import { issuanceRankPages } from '../../../api/wallet';
import { maskName } from '../../../lib/format';
import { InfiniteList } from '../../../ui/InfiniteList';
import { RankItem } from '../../../ui/RankItem';
import { Segmented } from '../../../ui/Segmented';
import { useFormat } from '../../../ui/useFormat';

const WINDOWS: readonly RankWindow[] = ['today', '7day', 'history'];

/** Who received the most issuance today, in the last 7 days or ever: 10 a page, names masked. */
export function IssuanceRanking() {
  const { t } = useTranslation();
  const format = useFormat();
  const [board, setBoard] = useState<RankWindow>('today');
  return (
    <>
      <Segmented
        label={t('issuance.rank.window')}
        value={board}
        onChange={setBoard}
        options={WINDOWS.map((value) => ({ value, label: t(`issuance.rank.${value}`) }))}
      />
      <InfiniteList<RankRowV2>
        key={board}
        className="rank-list issuance-rank"
        query={issuanceRankPages(board)}
        itemKey={(row) => `${row.rank}-${row.uid}`}
        emptyText={t('issuance.rank.empty')}
        renderItem={(row) => (
          <RankItem
            rank={row.rank}
            avatar={row.avatar}
            name={maskName(row.nick_name)}
            figures={[{ label: t('issuance.rank.received'), value: format.compact(row.amount, 'QC') }]}
          />
        )}
      />
    </>
  );
}
