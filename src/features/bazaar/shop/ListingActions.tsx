import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEditListing, type BazaarListing } from '../../../api/goods/goods';
import { confirmDialog } from '../../../ui/state/dialogs';
import { SendButton } from '../../../ui/money/SendButton';
import { NOT_SENT } from '../../../ui/money/useSendGuard';
import { toast } from '../../../ui/state/toast';
import { releasePath } from './paths';
import './bazaar.css';
import './ListingActions.css';

type ManagedListing = Pick<BazaarListing, 'id' | 'name' | 'status'>;

/** What a seller can do with one of their listings, wherever it is shown: edit it, and the shelf button. */
export function ListingActions({ listing }: { listing: ManagedListing }) {
  const { t } = useTranslation();
  return (
    <div className="shop-listing-actions">
      <Link to={releasePath(listing.id)} className="bazaar-link-button">
        {t('bazaar.listing.edit')}
      </Link>
      <ShelfButton listing={listing} />
    </div>
  );
}

/** Publishes a listing that is off the shelf, or takes a published one off after asking. */
function ShelfButton({ listing }: { listing: ManagedListing }) {
  const { t } = useTranslation();
  const edit = useEditListing();
  const published = listing.status === 1;
  return (
    <SendButton
      size="small"
      color="primary"
      fill={published ? 'outline' : 'solid'}
      onSend={async () => {
        if (published) {
          const sure = await confirmDialog({
            title: t('bazaar.shelf.offTitle'),
            content: t('bazaar.shelf.offText', { name: listing.name }),
            confirmText: t('bazaar.shelf.off'),
            cancelText: t('common.cancel'),
          });
          if (!sure) return NOT_SENT;
        }
        await edit.mutateAsync({ id: listing.id, status: published ? 0 : 1 });
        toast(t(published ? 'bazaar.shelf.offDone' : 'bazaar.shelf.publishDone'), 'success');
      }}
    >
      {t(published ? 'bazaar.shelf.off' : 'bazaar.shelf.publish')}
    </SendButton>
  );
}
