import { useTranslation } from 'react-i18next';
import { useEditListing, type BazaarListing } from '../../../api/goods';
import { confirmDialog } from '../../../ui/dialogs';
import { SendButton } from '../../../ui/SendButton';
import { NOT_SENT } from '../../../ui/useSendGuard';
import { toast } from '../../../ui/toast';

/** Publishes a listing that is off the shelf, or takes a published one off after asking. */
export function ShelfButton({ listing }: { listing: Pick<BazaarListing, 'id' | 'name' | 'status'> }) {
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
