import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IssueDetail } from '../../api/draws/treasureTypes';
import { drawPath } from '../product';
import './DetailsIssueClosed.css';

/** An issue no longer on sale: what happened to it, and its draw result page. */
export function DetailsIssueClosed({ issue }: { issue: Pick<IssueDetail, 'id' | 'status' | 'result'> }) {
  const { t } = useTranslation();
  return (
    <section className="card issue-closed">
      <div>
        <p className="issue-closed-text">{t(`details.status.${issue.status}`)}</p>
        {issue.result ? (
          <p className="details-meta">{t('details.winNumber', { number: issue.result.winNumber })}</p>
        ) : null}
      </div>
      <Link className="issue-closed-link" to={drawPath(issue.id)}>
        {t('details.viewDraw')}
      </Link>
    </section>
  );
}
