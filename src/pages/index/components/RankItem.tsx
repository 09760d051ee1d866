import { UserAvatar } from '../../../ui/UserAvatar';
import { useTranslation } from 'react-i18next';
import type { RankRow } from '../../../api/treasure';

/** One ranked user: place (the first three stand out), avatar, name, units bought and wins. */
export function RankItem({ row }: { row: RankRow }) {
  const { t } = useTranslation();
  const top = row.rank >= 1 && row.rank <= 3 ? ` rank-top rank-${row.rank}` : '';
  return (
    <div className="rank-item">
      <span className={`rank-place${top}`}>{row.rank}</span>
      <UserAvatar src={row.avatar} className="rank-avatar" />
      <span className="rank-name" data-may-clip>
        {row.nickName}
      </span>
      <dl className="rank-figures">
        <div>
          <dt>{t('ranking.units')}</dt>
          <dd>{Math.trunc(row.amount)}</dd>
        </div>
        <div>
          <dt>{t('ranking.wins')}</dt>
          <dd>{Math.trunc(row.winCount)}</dd>
        </div>
      </dl>
    </div>
  );
}
