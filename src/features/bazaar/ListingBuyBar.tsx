import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../lib/href';
import { useListingCheckout, type ListingCheckoutProps } from './useListingCheckout';

/** The listing page's footer: buy; the seller's own listing says so instead; sold out says why. */
export function ListingBuyBar(props: ListingCheckoutProps) {
  const { listing, buyer } = props;
  const checkout = useListingCheckout(props);
  const own = buyer !== null && buyer.uid === listing.seller_uid;
  const closed = listing.stock <= 0 || listing.status !== 1;
  return (
    <>
      {own ? <OwnListing /> : closed ? <SoldOut /> : <BuyButton onClick={checkout.start} />}
      {/* Kept whatever the listing shows now: buying its last unit must not close the payment. */}
      {checkout.sheets}
    </>
  );
}

function BuyButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button block color="primary" onClick={onClick}>
      {t('cart.details.buy')}
    </Button>
  );
}

function OwnListing() {
  const { t } = useTranslation();
  return (
    <div className="listing-bar-note">
      <p>{t('cart.details.own')}</p>
      <Link className="listing-bar-link" to={href('/pages/bazaar/my')}>
        {t('cart.details.myShop')}
      </Link>
    </div>
  );
}

function SoldOut() {
  const { t } = useTranslation();
  return (
    <div className="listing-bar-closed">
      <Button block color="primary" disabled aria-describedby="listing-sold-out">
        {t('cart.details.soldOut')}
      </Button>
      <p id="listing-sold-out">{t('cart.details.soldOutReason')}</p>
    </div>
  );
}
