import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Issue } from '../../api/draws/treasure';
import { useFormat } from '../../ui/hooks/useFormat';
import { detailsPath } from '../product';
import '../../ui/layout/TileCard.css';
import './IssueCard.css';
import { LazyPicture } from '../../ui/display/LazyPicture';

/** A treasure box or crowdfunding issue in a grid: picture, issue, unit price and how far it has sold. */
export function IssueCard({ issue }: { issue: Issue }) {
  const { t } = useTranslation();
  const { balance: money, time } = useFormat();
  const total = Math.max(0, Math.trunc(issue.totalUnits));
  const sold = Math.min(total, Math.max(0, Math.trunc(issue.soldUnits)));
  const percent = total > 0 ? (sold / total) * 100 : 0;
  const unitsId = useId();

  return (
    <Link className="tile-card issue-card" to={detailsPath(issue.kind, issue.id)}>
      <span className="tile-card-picture-box">
        <LazyPicture className="tile-card-picture" src={issue.thumbnail} />
        <span className="issue-card-badge">{t('home.issue', { number: issue.issueNumber })}</span>
      </span>
      <span className="tile-card-body">
        <span className="tile-card-name" data-may-clip>
          {issue.name}
        </span>
        <span className="tile-card-price">{t('home.perUnit', { price: money(issue.unitPrice) })}</span>
        <span
          className="issue-progress"
          role="progressbar"
          aria-labelledby={unitsId}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={sold}
        >
          <span style={{ width: `${percent}%` }} />
        </span>
        <span className="issue-units">
          <span id={unitsId}>
            {sold} / {total}
          </span>
          <span>{t('home.left', { n: total - sold })}</span>
        </span>
        {issue.kind === 'crowd' ? (
          <span className="tile-card-foot is-stacked">
            <span>{t('home.minUnits', { n: Math.trunc(issue.minUnits) })}</span>
            {issue.endTime ? <span>{t('home.ends', { time: time(issue.endTime) })}</span> : null}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
