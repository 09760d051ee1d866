import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { issueQuery } from '../../api/draws/treasure';
import type { IssueDetail } from '../../api/draws/treasureTypes';
import { useSession } from '../../stores/session';
import { DetailsProgress } from './DetailsProgress';
import { detailsPath } from '../product';
import { DetailsQueryView } from '../product';
import { DrawBanner, drawOutcome } from './DrawBanner';
import { LotteryNumbers } from '../product';
import { DrawResultCard } from './DrawResultCard';
import { useDetailsNextIssue } from './useDetailsNextIssue';

/** One issue's draw: the banner for this user, the result or the progress, their numbers, the way on. */
export function DrawView({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery(issueQuery(id));
  return (
    <DetailsQueryView query={query} notFoundTitle={t('draw.notFound')}>
      {(issue) => <DrawContent issue={issue} />}
    </DetailsQueryView>
  );
}

function DrawContent({ issue }: { issue: IssueDetail }) {
  const { t } = useTranslation();
  const uid = useSession((s) => s.uid);
  const outcome = drawOutcome(issue, uid);
  const next = useDetailsNextIssue(issue.goodsId, issue.id, issue.status !== 0);
  return (
    <>
      <DrawBanner issue={issue} outcome={outcome} />
      <section className="card draw-issue">
        <div className="draw-issue-head">
          {issue.images[0] ? <img className="thumb draw-issue-image" src={issue.images[0]} alt="" /> : null}
          <div>
            <p className="draw-issue-name">{issue.name}</p>
            <p className="draw-fact-label">{t('details.issueNumber', { number: issue.issueNumber })}</p>
          </div>
        </div>
        {issue.result ? null : <DetailsProgress issue={issue} />}
      </section>
      {issue.result ? <DrawResultCard result={issue.result} /> : null}
      {issue.myNumbers.length > 0 ? (
        <section className="card">
          <h3 className="draw-section-title">{t('draw.myNumbers')}</h3>
          <LotteryNumbers numbers={issue.myNumbers} winNumber={issue.result?.winNumber} />
        </section>
      ) : null}
      <nav className="draw-links">
        <Link to={detailsPath(issue.kind, issue.id)}>{t('draw.toProduct')}</Link>
        {next ? (
          <Link className="draw-next" to={detailsPath(issue.kind, next.id)}>
            {t('draw.toNext', { number: next.issueNumber })}
          </Link>
        ) : null}
      </nav>
    </>
  );
}
