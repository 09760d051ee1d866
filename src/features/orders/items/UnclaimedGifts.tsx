import { useTranslation } from 'react-i18next';
import type { Gift } from '../../../api/messages/message';
import { Empty, Loading } from '../../../ui/state/DataView';
import { ErrorState } from '../../../ui/state/ErrorState';
import { ListEnd } from '../../../ui/state/ListEnd';
import { GiftCard } from './GiftCard';
import { useGiftPages } from './useGiftPages';
import type { ItemFlow } from './useItemFlow';
import '../order.css';

const unclaimed = (gift: Gift) => gift.status === 0;

/** Gifts received and not yet claimed, sold back or passed on. */
export function UnclaimedGifts({ flow }: { flow: ItemFlow }) {
  const { t } = useTranslation();
  const { query, gifts } = useGiftPages(unclaimed);
  return (
    <section aria-labelledby="unclaimed-gifts">
      <h2 className="order-list-title" id="unclaimed-gifts">
        {t('order.unclaimed.gifts')}
      </h2>
      {query.isPending ? (
        <Loading />
      ) : query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="order-list">
          {gifts.length === 0 && !query.hasNextPage ? <Empty text={t('order.unclaimed.noGifts')} /> : null}
          {gifts.map((gift) => (
            <div key={gift.id} className="infinite-item">
              <GiftCard gift={gift} flow={flow} />
            </div>
          ))}
          {query.hasNextPage ? (
            <ListEnd
              hasMore
              rows={gifts.length}
              loadMore={() => query.fetchNextPage({ throwOnError: true, cancelRefetch: false })}
            />
          ) : null}
        </div>
      )}
    </section>
  );
}
