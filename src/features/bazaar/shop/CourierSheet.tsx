import { useId, useState } from 'react';
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useShipBazaarOrder, type BazaarOrder } from '../../../api/goods/goods';
import { isCourierNumber } from '../../../lib/validate';
import { BottomSheet } from '../../../ui/layout/BottomSheet';
import { SendButton } from '../../../ui/money/SendButton';
import { NOT_SENT } from '../../../ui/money/useSendGuard';
import { toast } from '../../../ui/state/toast';
import './bazaar.css';

interface CourierSheetProps {
  order: BazaarOrder;
  visible: boolean;
  onClose: () => void;
}

/** Ships a paid order: the courier number (6–30 letters and digits), checked before it is sent once. */
export function CourierSheet({ order, visible, onClose }: CourierSheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet visible={visible} onClose={onClose} label={t('bazaar.ship.title')}>
      <div className="sheet-body">
        <h2 className="sheet-title">{t('bazaar.ship.title')}</h2>
        <p className="bazaar-hint">
          {t('bazaar.ship.to', { name: order.recipient_name, address: order.address })}
        </p>
        <CourierForm order={order} onShipped={onClose} />
      </div>
    </BottomSheet>
  );
}

function CourierForm({ order, onShipped }: { order: BazaarOrder; onShipped: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [courier, setCourier] = useState('');
  const [tried, setTried] = useState(false);
  const ship = useShipBazaarOrder();
  const valid = isCourierNumber(courier);
  return (
    <>
      <div className="bazaar-field">
        <label className="bazaar-label" htmlFor={id}>
          {t('bazaar.ship.courier')}
        </label>
        <Input
          id={id}
          className="bazaar-input"
          value={courier}
          maxLength={30}
          placeholder={t('bazaar.ship.placeholder')}
          onChange={(value) => {
            setCourier(value.replace(/\s/g, ''));
            setTried(false);
          }}
        />
        {tried && !valid ? (
          <p className="bazaar-problem" role="alert">
            {t('bazaar.ship.invalid')}
          </p>
        ) : (
          <p className="bazaar-note">{t('bazaar.ship.rule')}</p>
        )}
      </div>
      <SendButton
        block
        color="primary"
        shape="rounded"
        className="bazaar-sheet-send"
        onSend={async () => {
          setTried(true);
          if (!valid) return NOT_SENT;
          await ship.mutateAsync({ id: order.id, courier_number: courier.trim() });
          toast(t('bazaar.ship.done'), 'success');
          onShipped();
        }}
      >
        {t('bazaar.ship.send')}
      </SendButton>
    </>
  );
}
