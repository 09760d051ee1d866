import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankWindow } from '../../api/shared';
import { issuanceRankPages } from '../../api/wallet/wallet';
import { RANK_WINDOWS, RankRows } from '../../ui/display/RankRows';
import { Segmented } from '../../ui/layout/Segmented';
import { useFormat } from '../../ui/hooks/useFormat';
import './IssuanceRanking.css';

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
        options={RANK_WINDOWS.map((value) => ({ value, label: t(`issuance.rank.${value}`) }))}
      />
      <RankRows
        key={board}
        className="issuance-rank"
        query={issuanceRankPages(board)}
        label={t('issuance.rank.received')}
        figure={(amount) => format.compact(amount, 'QC')}
        emptyText={t('issuance.rank.empty')}
      />
    </>
  );
}
