import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Issue } from '../../../api/treasure';
import { useFormat } from '../../../ui/useFormat';
import { detailsPath } from './detailsPath';

/** A treasure box or crowdfunding issue: what it is, its unit price and how many units are sold. */
export function IssueCard({ issue }: { issue: Issue }) {
  const { t } = useTranslation();
  const format = useFormat();
  const total = Math.max(0, Math.trunc(issue.totalUnits));
  const sold = Math.min(total, Math.max(0, Math.trunc(issue.soldUnits)));
  const percent = total > 0 ? (sold / total) * 100 : 0;

  return (
    <Link className="issue-card" to={detailsPath(issue.kind, issue.id)}>
      <img className="issue-image" src={issue.thumbnail} alt="" loading="lazy" />
      <span className="issue-body">
        <span className="card-name">{issue.name}</span>
        <span className="issue-meta">{t('home.issue', { number: issue.issueNumber })}</span>
        <span className="price">{t('home.perUnit', { price: format.balance(issue.unitPrice) })}</span>
        {issue.kind === 'crowd' ? (
          <span className="issue-meta">
            {t('home.minUnits', { n: Math.trunc(issue.minUnits) })}
            {issue.endTime ? ` · ${t('home.ends', { time: format.time(issue.endTime) })}` : ''}
          </span>
        ) : null}
        <span
          className="issue-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={sold}
        >
          <span style={{ width: `${percent}%` }} />
        </span>
        <span className="issue-units">
          <span>
            {sold} / {total}
          </span>
          <span>{t('home.left', { n: total - sold })}</span>
        </span>
      </span>
    </Link>
  );
}
