import { BottomSheet } from '../../../ui/layout/BottomSheet';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRequestShipping } from '../../../api/orders/orders';
import { addressQuery, type Address } from '../../../api/account/profile';
import { maskPhone } from '../../../lib/format';
import { Loading } from '../../../ui/state/DataView';
import { ErrorState } from '../../../ui/state/ErrorState';
import { SendButton } from '../../../ui/money/SendButton';
import { toast } from '../../../ui/state/toast';
import type { HeldItem } from '../items/heldItem';
import { ItemLine } from '../items/ItemLine';
import { ADDRESS_PATH } from '../items/paths';
import '../order.css';
import './ShipSheet.css';

interface ShipSheetProps {
  item: HeldItem;
  visible: boolean;
  onClose: () => void;
}

/** Ship an unshipped item to the user's delivery address, which must be approved (docs/api.md ShippingReq). */
export function ShipSheet({ item, visible, onClose }: ShipSheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet visible={visible} onClose={onClose} label={t('order.ship.title')}>
      <div className="sheet-body">
        <h2 className="sheet-title">{t('order.ship.title')}</h2>
        <ItemLine
          thumbnail={item.thumbnail}
          name={item.name}
          note={t('order.youHold', { amount: item.count })}
        />
        <ShipTo item={item} onShipped={onClose} />
      </div>
    </BottomSheet>
  );
}

function ShipTo({ item, onShipped }: { item: HeldItem; onShipped: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(addressQuery());
  const ship = useRequestShipping();
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const address = query.data;
  if (address?.status !== 1) return <AddressProblem address={address} />;
  return (
    <>
      <AddressCard address={address} />
      <SendButton
        block
        color="primary"
        onSend={async () => {
          await ship.mutateAsync(item.id);
          toast(t('order.ship.done'), 'success');
          onShipped();
        }}
      >
        {t('order.ship.confirm')}
      </SendButton>
    </>
  );
}

function AddressCard({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <section className="ship-address" aria-label={t('order.ship.address')}>
      <p className="ship-recipient">
        {address.recipientName} {address.recipientPhoneRegion} {maskPhone(address.recipientPhoneNumber)}
      </p>
      <p className="ship-line">{address.address}</p>
      <p className="ship-note">{t(`order.delivery.${address.deliveryMethod}`)}</p>
    </section>
  );
}

/** No address yet, or one still under review or rejected: nothing can be shipped until it is approved. */
function AddressProblem({ address }: { address: Address | null }) {
  const { t } = useTranslation();
  const message =
    address === null
      ? t('order.ship.noAddress')
      : address.status === 0
        ? t('order.ship.reviewing')
        : t('order.ship.rejected', { reason: address.rejectReason });
  return (
    <div className="ship-problem" role="alert">
      <p>{message}</p>
      <Link to={ADDRESS_PATH} className="order-link-button">
        {t(address === null ? 'order.ship.addAddress' : 'order.ship.editAddress')}
      </Link>
    </div>
  );
}
