import { UserAvatar } from './UserAvatar';
import './RankItem.css';

export interface RankFigure {
  label: string;
  value: string;
}

interface RankItemProps {
  rank: number;
  avatar: string;
  /** as the server sends it (masked for others) */
  name: string;
  /** what the place was won with: units and wins, an amount… */
  figures: readonly RankFigure[];
}

/** One ranked user: place (the first three stand out), avatar, name and the figures the board ranks by. */
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
