import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { issueQuery } from '../../api/draws/treasure';
import type { IssueDetail } from '../../api/draws/treasureTypes';
import { PageShell } from '../../ui/layout/PageShell';
import { BuyBar } from '../product';
import { issueBuyItem } from '../product';
import { DetailsBuyers } from '../product';
import { DetailsComments } from '../product';
import { DetailsDescription } from '../product';
import { DetailsGallery } from '../product';
import { DetailsIssueClosed } from './DetailsIssueClosed';
import { DetailsIssueHead } from './DetailsIssueHead';
import { detailsPath } from '../product';
import { DetailsQueryView } from '../product';
import { DetailsShareButton } from '../product';
import { LotteryNumbers } from '../product';
import { useDetailsNextIssue } from './useDetailsNextIssue';

/** A treasure box or crowdfunding issue: progress, the user's numbers, buyers, and the buy bar. */
export function DetailsIssueView({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery(issueQuery(id));
  const issue = query.data;
  return (
    <PageShell
      right={issue ? <DetailsShareButton name={issue.name} /> : null}
      footer={issue ? <BuyBar item={issueBuyItem(issue)} closed={<NextIssueButton issue={issue} />} /> : null}
    >
      <DetailsQueryView query={query} notFoundTitle={t('details.notFound')}>
        {(data) => (
          <>
            <DetailsGallery images={data.images} thumbnail={data.thumbnail} name={data.name} />
            <DetailsIssueHead issue={data} />
            {data.status === 0 ? null : <DetailsIssueClosed issue={data} />}
            {data.myNumbers.length > 0 ? (
              <section className="card details-section">
                <h3 className="details-section-title">
                  {t('details.myNumbers', { count: data.myNumbers.length })}
                </h3>
                <LotteryNumbers numbers={data.myNumbers} winNumber={data.result?.winNumber} />
              </section>
            ) : null}
            <DetailsBuyers issueId={data.id} />
            <DetailsDescription html={data.describe} />
            <DetailsComments goodsId={data.goodsId} />
          </>
        )}
      </DetailsQueryView>
    </PageShell>
  );
}

/** Footer of an issue no longer on sale: on to the goods' issue on sale now, if there is one. */
function NextIssueButton({ issue }: { issue: IssueDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const next = useDetailsNextIssue(issue.goodsId, issue.id);
  if (!next) {
    return (
      <Button block color="primary" disabled>
        {issue.status === 0 ? t('details.soldOut') : t(`details.status.${issue.status}`)}
      </Button>
    );
  }
  return (
    <Button block color="primary" onClick={() => navigate(detailsPath(issue.kind, next.id))}>
      {t('details.goNext', { number: next.issueNumber })}
    </Button>
  );
}
