import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bazaarOrderQuery, useRefreshMarketOrders, type BazaarOrder } from '../../../api/goods/goods';
import { maskPhone } from '../../../lib/format';
import { DataView } from '../../../ui/state/DataView';
import { MarketOrderCard } from '../../bazaar';
import { useFormat } from '../../../ui/hooks/useFormat';
import { Facts, type Fact } from '../items/Facts';
import { MarketOrderActions } from './MarketOrderActions';
import { OrderNotFound } from '../OrderNotFound';
import '../order.css';
import './MarketOrderDetails.css';

/** One of the buyer's market orders: the card with its actions, then every fact and time it has. */
export function MarketOrderDetails({ id }: { id: number }) {
  const query = useQuery(bazaarOrderQuery('buyer', id));
  if (query.isSuccess && query.data === null) return <OrderNotFound />;
  return <DataView query={query}>{(order) => <Details order={order} />}</DataView>;
}

function Details({ order }: { order: BazaarOrder }) {
  const { t } = useTranslation();
  const refresh = useRefreshMarketOrders();
  const facts = useMarketFacts(order);
  return (
    <div className="order-list">
      <MarketOrderCard
        order={order}
        role="buyer"
        onTimeUp={refresh}
        actions={<MarketOrderActions order={order} />}
      />
      <section className="card order-market-facts" aria-label={t('order.factsTitle')}>
        <h2 className="order-section-title">{t('order.factsTitle')}</h2>
        <Facts facts={facts} />
      </section>
    </div>
  );
}

function useMarketFacts(order: BazaarOrder): Fact[] {
  const { t } = useTranslation();
  const { time } = useFormat();
  const when = (value: number | null) => (value ? time(value) : t('order.fact.notYet'));
  const facts: Fact[] = [
    { label: t('order.fact.orderNo'), value: order.order_no },
    { label: t('order.market.placedAt'), value: time(order.create_time) },
  ];
  if (order.status === 4) {
    facts.push({ label: t('order.market.cancelledAt'), value: when(order.cancel_time) });
    return facts;
  }
  facts.push(
    { label: t('order.fact.payTime'), value: when(order.pay_time) },
    { label: t('order.fact.shipTime'), value: when(order.send_time) },
    { label: t('order.fact.courier'), value: order.courier_number || t('order.fact.notYet') },
    { label: t('order.market.receivedAt'), value: when(order.finish_time) },
    {
      label: t('order.fact.recipient'),
      value: `${order.recipient_name} ${maskPhone(order.recipient_phone)}`,
    },
    { label: t('order.fact.address'), value: order.address },
  );
  return facts;
}
