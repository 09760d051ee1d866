import { ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Issue } from '../../api/draws/treasureTypes';
import { unitsLeft } from '../product';
import './DetailsProgress.css';

/** Units bought out of the total, as a bar and in words. */
export function DetailsProgress({ issue }: { issue: Pick<Issue, 'soldUnits' | 'totalUnits'> }) {
  const { t } = useTranslation();
  const percent = issue.totalUnits > 0 ? Math.min(100, (issue.soldUnits / issue.totalUnits) * 100) : 0;
  const progress = t('details.progress', { sold: issue.soldUnits, total: issue.totalUnits });
  return (
    <div className="issue-head-progress">
      {/* The UI kit's bar is a bare div: the role and the numbers are given around it. */}
      <div
        role="progressbar"
        aria-label={progress}
        aria-valuemin={0}
        aria-valuemax={issue.totalUnits}
        aria-valuenow={issue.soldUnits}
      >
        <ProgressBar percent={percent} rounded />
      </div>
      <div className="issue-head-progress-text">
        <span>{progress}</span>
        <span>{t('details.unitsLeft', { count: unitsLeft(issue) })}</span>
      </div>
    </div>
  );
}
