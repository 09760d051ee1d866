import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../api/orders/orders';
import { maskPhone } from '../../../lib/format';
import { Facts, type Fact } from '../items/Facts';
import { useOrderFormat } from '../items/useOrderFormat';
import '../order.css';

/** Where the item is going and how far it has got (the logistics link sits with the order's actions). */
export function OrderShipment({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const { time, delivery } = useOrderFormat();
  const facts: Fact[] = [
    { label: t('order.fact.shipping'), value: t(`order.shipping.${shipment.status}`) },
    { label: t('order.fact.courier'), value: shipment.courierNumber || t('order.fact.notYet') },
    { label: t('order.fact.delivery'), value: delivery(shipment.deliveryMethod) },
    {
      label: t('order.fact.recipient'),
      value: `${shipment.recipientName} ${shipment.recipientPhoneRegion} ${maskPhone(shipment.recipientPhoneNumber)}`,
    },
    { label: t('order.fact.address'), value: shipment.address },
    { label: t('order.fact.requested'), value: time(shipment.createTime) },
    {
      label: t('order.fact.shipTime'),
      value: shipment.shipTime ? time(shipment.shipTime) : t('order.fact.notYet'),
    },
  ];
  return (
    <section className="card" aria-label={t('order.shipment')}>
      <h2 className="order-section-title">{t('order.shipment')}</h2>
      <Facts facts={facts} />
    </section>
  );
}
