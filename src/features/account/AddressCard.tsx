import { Button, Tag } from 'antd-mobile';
import { EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../api/account/profile';
import type { ReviewStatus } from '../../api/shared';

const TAG_COLOR: Record<ReviewStatus, 'warning' | 'success' | 'danger'> = {
  0: 'warning',
  1: 'success',
  2: 'danger',
};

/** The saved address with its review: under review, approved, or rejected with the staff's reason. */
export function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={`card address-card address-status-${address.status}`}>
      <header className="address-head">
        <Tag color={TAG_COLOR[address.status]} fill="outline" className="address-tag">
          {t(`address.status.${address.status}`)}
        </Tag>
        <Button size="mini" fill="none" onClick={onEdit}>
          <EditSOutline /> {t('address.edit')}
        </Button>
      </header>
      <p className="address-who">
        <span className="address-name">{address.recipientName}</span>
        <span className="address-phone">
          {address.recipientPhoneRegion} {address.recipientPhoneNumber}
        </span>
      </p>
      <p className="address-text">{address.address}</p>
      <p className="address-method">{t(`address.method.${address.deliveryMethod}`)}</p>
      <div className="address-review" role="status">
        <p>{t(`address.statusText.${address.status}`)}</p>
        {address.status === 2 && address.rejectReason ? (
          <p className="address-reason">{t('address.rejectReason', { reason: address.rejectReason })}</p>
        ) : null}
      </div>
    </section>
  );
}
