import { useTranslation } from 'react-i18next';
import { href } from '../../lib/href';
import { StateBox } from '../../ui/state/StateBox';

/** An auction link whose id is unreadable or unknown to the server: the list takes its place in the history. */
export function AuctionNotFound() {
  const { t } = useTranslation();
  return (
    <StateBox
      testId="not-found"
      title={t('auction.detail.notFound')}
      text={t('auction.detail.notFoundText')}
      action={{ label: t('auction.detail.backToList'), to: href('/pages/index/auction'), replace: true }}
    />
  );
}
