import { Image } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orderDetailQuery, type OrderDetail } from '../../api/orders/orders';
import { maskPhone } from '../../lib/format';
import { Facts, type Fact } from './items/Facts';
import { ItemQueryView } from './items/ItemQueryView';
import { OrderActions } from './items/OrderActions';
import { OrderLabels } from './OrderLabels';
import { labelsOf } from '../../api/orders/rules/orderLabels';
import { KINDS, type ListKind } from '../../api/orders/rules/orderKinds';
import { money } from '../../lib/money';
import { OrderNumbers } from './OrderNumbers';
import { OrderShipment } from './shipping/OrderShipment';
import { useItemFlow } from './items/useItemFlow';
import { useOrderFormat } from './items/useOrderFormat';
import './order.css';
import './OrderDetailsView.css';

/**
 * One order of a kind: what was bought, the draw (draw kinds), the facts (a won lot's price, deposit and what
 * its claim paid or takes), the shipment and the actions.
 */
export function OrderDetailsView({ kind, id }: { kind: ListKind; id: number }) {
  const query = useQuery(orderDetailQuery(kind, id));
  return (
    <ItemQueryView query={query}>
      {(order) => <OrderDetailsContent kind={kind} order={order} />}
    </ItemQueryView>
  );
}

function OrderDetailsContent({ kind, order }: { kind: ListKind; order: OrderDetail }) {
  const { t } = useTranslation();
  const { paid } = useOrderFormat();
  const { flow, sheets } = useItemFlow();
  const facts = useOrderFacts(order);
  return (
    <>
      <section className="card order-head">
        <Image src={order.thumbnail} alt="" fit="cover" className="order-head-thumb" />
        <div className="order-card-text">
          <h2 className="order-name">{order.goodsName}</h2>
          <p className="order-paid">
            <span>{t('order.times', { n: order.count })}</span>
            <strong>{paid(order.amount, order.payType)}</strong>
          </p>
          <OrderLabels labels={labelsOf(order)} />
        </div>
      </section>
      {KINDS[kind].drawn ? <OrderNumbers order={order} /> : null}
      <section className="card" aria-label={t('order.factsTitle')}>
        <h2 className="order-section-title">{t('order.factsTitle')}</h2>
        <Facts facts={facts} />
      </section>
      {order.shipment ? <OrderShipment shipment={order.shipment} /> : null}
      <div className="order-details-actions">
        <OrderActions order={order} flow={flow} />
      </div>
      {sheets}
    </>
  );
}

function useOrderFacts(order: OrderDetail): Fact[] {
  const { t } = useTranslation();
  const { balance, time } = useOrderFormat();
  const { contact } = order;
  const facts: Fact[] = [
    { label: t('order.fact.orderNo'), value: order.orderNo },
    { label: t('order.fact.payType'), value: t(`order.payType.${order.payType}`) },
    // A won lot is the user's from the auction's close; its claim pays the rest (below).
    {
      label: t(order.kind === 'auction' ? 'order.fact.wonAt' : 'order.fact.payTime'),
      value: time(order.payTime),
    },
    {
      label: t('order.fact.contact'),
      value: contact
        ? `${contact.name} ${contact.phoneRegion} ${maskPhone(contact.phoneNumber)}`
        : t('order.fact.noContact'),
    },
  ];
  if (order.deposit !== null) {
    // The deposit paid to bid counts towards the final price; the claim takes the rest from the balance.
    const rest = money(order.amount).minus(order.deposit);
    facts.push(
      { label: t('order.fact.finalPrice'), value: balance(order.amount) },
      { label: t('order.fact.deposit'), value: balance(order.deposit) },
      {
        label: t(order.itemState === 'unclaimed' ? 'order.fact.toPay' : 'order.fact.paidAtClaim'),
        value: balance(rest),
      },
    );
  }
  if (order.drawState !== null) {
    facts.push(
      { label: t('order.fact.issueNumber'), value: order.issueNumber ?? '—' },
      { label: t('order.fact.winNumber'), value: order.winNumber ?? t('order.draw.pendingShort') },
    );
  }
  if (order.itemState === 'unshipped') {
    facts.push({ label: t('order.fact.recyclePrice'), value: balance(order.recyclePrice) });
  }
  return facts;
}
