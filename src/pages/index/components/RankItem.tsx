import { useTranslation } from 'react-i18next';
import type { RankRow } from '../../../api/treasure';
import { RankItem as RankedUser } from '../../../ui/RankItem';

/** One ranked user of the draws: units bought and wins. */
export function RankItem({ row }: { row: RankRow }) {
  const { t } = useTranslation();
  return (
    <RankedUser
      rank={row.rank}
      avatar={row.avatar}
      name={row.nickName}
      figures={[
        { label: t('ranking.units'), value: Math.trunc(row.amount) },
        { label: t('ranking.wins'), value: Math.trunc(row.winCount) },
      ]}
    />
  );
}
