import { useTranslation } from 'react-i18next';
import { orderPages, type Order } from '../../api/orders/orders';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { FilterChips } from './FilterChips';
import { LABEL_FILTER } from '../../api/orders/rules/orderLabels';
import { KINDS, parseFilter, type ListKind } from '../../api/orders/rules/orderKinds';
import { OrderCard } from './OrderCard';
import { useItemFlow } from './items/useItemFlow';
import { usePageParams } from '../../ui/hooks/usePageParams';
import './order.css';

/** One kind's orders, ten a page, filtered by a label kept in `?filter=`. The hub and the per-kind pages share it. */
export function OrderList({ kind, emptyText }: { kind: ListKind; emptyText?: string }) {
  const { t } = useTranslation();
  const [params, update] = usePageParams();
  const filter = parseFilter(kind, params.get('filter'));
  const states = filter === 'all' ? {} : LABEL_FILTER[filter];
  const { flow, sheets } = useItemFlow();

  return (
    <>
      <FilterChips
        filters={KINDS[kind].filters}
        value={filter}
        onChange={(value) => update({ filter: value === 'all' ? undefined : value })}
      />
      <InfiniteList<Order>
        key={`${kind}-${filter}`}
        className="order-list"
        query={orderPages(kind, states)}
        itemKey={(order) => order.id}
        renderItem={(order) => <OrderCard order={order} flow={flow} />}
        emptyText={emptyText ?? t('order.empty')}
      />
      {sheets}
    </>
  );
}
