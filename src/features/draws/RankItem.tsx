import { useTranslation } from 'react-i18next';
import type { RankRow } from '../../api/draws/treasure';
import { RankItem } from '../../ui/display/RankItem';

/** One ranked buyer of draw or crowdfunding units: units bought and wins. */
export function DrawRankItem({ row }: { row: RankRow }) {
  const { t } = useTranslation();
  return (
    <RankItem
      rank={row.rank}
      avatar={row.avatar}
      name={row.nickName}
      figures={[
        { label: t('ranking.units'), value: String(Math.trunc(row.amount)) },
        { label: t('ranking.wins'), value: String(Math.trunc(row.winCount)) },
      ]}
    />
  );
}
