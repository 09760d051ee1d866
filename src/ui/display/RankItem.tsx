import type { Fact } from './FactList';
import { UserAvatar } from './UserAvatar';
import './RankItem.css';

interface RankItemProps {
  rank: number;
  avatar: string;
  /** as it may be shown (masked where the board is public) */
  name: string;
  /** the figures the board ranks by, the first one highlighted for the leader */
  figures: Fact[];
}

/** One ranked user: place (the first three stand out), avatar, name and the figures they are ranked by. */
export function RankItem({ rank, avatar, name, figures }: RankItemProps) {
  const top = rank >= 1 && rank <= 3 ? ` rank-top rank-${rank}` : '';
  return (
    <div className="rank-item">
      <span className={`rank-place${top}`}>{rank}</span>
      <UserAvatar src={avatar} className="rank-avatar" />
      <span className="rank-name" data-may-clip>
        {name}
      </span>
      <dl className="rank-figures">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
