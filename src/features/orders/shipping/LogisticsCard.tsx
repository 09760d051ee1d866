import { useId, type ReactNode } from 'react';
import { Tag } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { Shipment, ShippingState } from '../../../api/orders/orders';
import { toast } from '../../../ui/state/toast';
import { FactList } from '../../../ui/display/FactList';
import { useFormat } from '../../../ui/hooks/useFormat';

const TAG_COLOR: Record<ShippingState, 'warning' | 'primary' | 'success'> = {
  toShip: 'warning',
  shipped: 'primary',
  received: 'success',
};

function CopyCourier({ number }: { number: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(number);
      toast(t('logistics.copied'), 'success');
    } catch {
      // The number stays selectable on screen.
      toast(t('logistics.copyFailed'), 'fail');
    }
  };
  return (
    <span className="logistics-courier">
      <span className="logistics-courier-number">{number}</span>
      <button
        type="button"
        className="logistics-copy"
        aria-label={t('logistics.copy')}
        onClick={() => void copy()}
      >
        <FileOutline />
      </button>
    </span>
  );
}

/** One shipment: the goods, the order, the courier number (copyable), where it goes and when it left. */
export function LogisticsCard({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const format = useFormat();
  const nameId = useId();
  const method =
    shipment.deliveryMethod === 'express' || shipment.deliveryMethod === 'pickup'
      ? t(`address.method.${shipment.deliveryMethod}`)
      : shipment.deliveryMethod;
  const facts: { label: string; value: ReactNode }[] = [
    { label: t('logistics.orderNo'), value: shipment.orderNo },
    {
      label: t('logistics.courierNumber'),
      value: shipment.courierNumber ? (
        <CopyCourier number={shipment.courierNumber} />
      ) : (
        <span className="muted">{t('logistics.notShippedYet')}</span>
      ),
    },
    { label: t('logistics.deliveryMethod'), value: method },
    {
      label: t('logistics.recipient'),
      value: `${shipment.recipientName} ${shipment.recipientPhoneRegion} ${shipment.recipientPhoneNumber}`,
    },
    { label: t('logistics.address'), value: shipment.address },
    { label: t('logistics.requestTime'), value: format.time(shipment.createTime) },
    {
      label: t('logistics.shipTime'),
      value:
        shipment.shipTime === null ? (
          <span className="muted">{t('logistics.notShipped')}</span>
        ) : (
          format.time(shipment.shipTime)
        ),
    },
  ];
  return (
    <article className="logistics-card" aria-labelledby={nameId}>
      <header className="logistics-goods">
        <img className="thumb" src={shipment.thumbnail} alt="" loading="lazy" />
        <p className="logistics-name" id={nameId}>
          {shipment.goodsName}
        </p>
        <Tag color={TAG_COLOR[shipment.status]} fill="outline" className="logistics-tag">
          {t(`logistics.status.${shipment.status}`)}
        </Tag>
      </header>
      <FactList facts={facts} className="logistics-facts" />
    </article>
  );
}
