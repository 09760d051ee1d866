import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StateBlock } from '../../../ui/state/StateBlock';
import { SHOP_PATH } from './paths';

/** A link without a usable listing id. */
export function ListingNotFound() {
  const { t } = useTranslation();
  return (
    <div className="state-box" data-testid="not-found">
      <StateBlock kind="empty" title={t('bazaar.listing.notFound')}>
        <Link to={SHOP_PATH} className="bazaar-link-button">
          {t('bazaar.listing.toShop')}
        </Link>
      </StateBlock>
    </div>
  );
}
