import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buyerPages, buyersQuery, type Buyer } from '../../api/draws/treasure';
import { DetailsPerson } from './DetailsPerson';
import { DetailsPreviewList } from './DetailsPreviewList';
import { useFormat } from '../../ui/hooks/useFormat';

const PREVIEW = 5;

/**
 * Every purchase of units of this issue, newest first as the server sends them: one row per purchase, so a
 * member who bought twice has two, and the heading counts the rows (the people are counted in the head).
 */
export function DetailsBuyers({ issueId }: { issueId: number }) {
  const { t } = useTranslation();
  const { time } = useFormat();
  const preview = useQuery(buyersQuery({ id: issueId, pageIndex: 1, pageSize: PREVIEW }));
  return (
    <DetailsPreviewList<Buyer>
      title={(total) => t('details.purchases', { count: total })}
      query={preview}
      list={buyerPages(issueId)}
      itemKey={(buyer) => `${buyer.uid}-${buyer.buyTime}`}
      renderItem={(buyer) => (
        <DetailsPerson
          avatar={buyer.avatar}
          nickName={buyer.nickName}
          extra={t('details.units', { count: buyer.units })}
        >
          <span className="details-person-sub">{time(buyer.buyTime)}</span>
        </DetailsPerson>
      )}
      emptyText={t('details.noParticipants')}
    />
  );
}
