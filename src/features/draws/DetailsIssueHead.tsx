import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { IssueDetail } from '../../api/draws/treasureTypes';
import { DetailsPrice } from '../product';
import { DetailsProgress } from './DetailsProgress';
import { issueBuyItem } from '../product';
import { useFormat } from '../../ui/hooks/useFormat';
import { compare } from '../../lib/money';
import { Amount } from '../../ui/money/Amount';
import './DetailsIssueHead.css';

/** Name, issue number, unit price, prize value and how far the issue has sold. */
export function DetailsIssueHead({ issue }: { issue: IssueDetail }) {
  const { t } = useTranslation();
  const { balance, time } = useFormat();
  const { minUnits } = issueBuyItem(issue);
  return (
    <section className="card details-head">
      <div className="issue-head-tags">
        <Tag color="warning" fill="outline">
          {t(`details.kind.${issue.kind}`)}
        </Tag>
        <span className="issue-head-number">{t('details.issueNumber', { number: issue.issueNumber })}</span>
        <Tag color={issue.status === 0 ? 'success' : 'default'} fill="outline">
          {t(`details.status.${issue.status}`)}
        </Tag>
      </div>
      <h2 className="details-name">{issue.name}</h2>
      <DetailsPrice price={issue.unitPrice} originalPrice={0} points={issue.unitPoints} perUnit />
      <p className="details-meta">
        {t('details.prizeValue', { amount: balance(issue.prizeValue) })}
        {compare(issue.originalPrice, issue.prizeValue) > 0 ? (
          <del className="issue-head-old-value">
            <Amount value={issue.originalPrice} unit="balance" />
          </del>
        ) : null}
      </p>
      <DetailsProgress issue={issue} />
      <ul className="issue-head-facts">
        {minUnits > 1 ? <li>{t('details.minUnits', { count: minUnits })}</li> : null}
        <li>{t('details.participantsCount', { count: issue.participants })}</li>
        {issue.endTime ? <li>{t('details.endTime', { time: time(issue.endTime) })}</li> : null}
      </ul>
    </section>
  );
}
