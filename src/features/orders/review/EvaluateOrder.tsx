import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orderDetailQuery, type Order } from '../../../api/orders/orders';
import type { OrderKind } from '../../../api/shared';
import { DataView } from '../../../ui/state/DataView';
import { PageShell } from '../../../ui/layout/PageShell';
import { EvaluateForm } from './EvaluateForm';
import { EvaluateNotice } from './EvaluateNotice';
import { EvaluateOrderCard } from './EvaluateOrderCard';

/** Only an order whose item has arrived, and that has no review yet, can be reviewed (once). */
export const canReview = (order: Order) => order.itemState === 'received' && !order.commented;

function WhyNot({ order }: { order: Order }) {
  const { t } = useTranslation();
  const notice = order.commented ? (
    <EvaluateNotice
      title={t('evaluate.alreadyReviewed')}
      text={t('evaluate.alreadyReviewedText')}
      goodsId={order.goodsId}
    />
  ) : (
    <EvaluateNotice title={t('evaluate.notReceived')} text={t('evaluate.notReceivedText')} />
  );
  return (
    <>
      <EvaluateOrderCard order={order} />
      {notice}
    </>
  );
}

/** One order's review: the form, the reason there is none, or the thanks once it is sent. */
export function EvaluateOrder({ kind, id }: { kind: OrderKind; id: number }) {
  const { t } = useTranslation();
  const query = useQuery(orderDetailQuery(kind, id));
  // Kept apart from the order: once sent, the refetched order says "commented", but this visit ends in thanks.
  const [sentFor, setSentFor] = useState<Order | null>(null);

  if (sentFor) {
    return (
      <PageShell>
        <EvaluateNotice
          success
          title={t('evaluate.doneTitle')}
          text={t('evaluate.doneText')}
          goodsId={sentFor.goodsId}
        />
      </PageShell>
    );
  }
  if (query.data && canReview(query.data)) {
    const order = query.data;
    return <EvaluateForm order={order} onDone={() => setSentFor(order)} />;
  }
  return (
    <PageShell>
      <DataView query={query}>{(order) => <WhyNot order={order} />}</DataView>
    </PageShell>
  );
}
