import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BazaarListing } from '../../api/goods/goods';
import { money, ZERO, type MoneyLike } from '../../lib/money';
import { AmountField } from '../../ui/form/AmountField';
import { BottomSheet } from '../../ui/layout/BottomSheet';
import { ShortOfMoney } from '../checkout';
import { SendButton } from '../../ui/money/SendButton';
import { SendFateNotice } from '../../ui/money/SendFateNotice';
import type { TracedSend } from '../../ui/money/useTracedSend';
import { useAmountField } from '../../ui/form/useAmountField';
import { useFormat } from '../../ui/hooks/useFormat';
import { topUpPath } from './listingLinks';
import { Amount } from '../../ui/money/Amount';

interface ListingBuySheetProps {
  listing: BazaarListing;
  /** what the buyer holds of the listing's currency */
  held: MoneyLike;
  visible: boolean;
  onClose: () => void;
  /**
   * Places the order (the one call, held by the owner so its fate outlives the sheet); a refusal (already
   * toasted) leaves the sheet as it was, a lost answer says there what became of it.
   */
  placing: TracedSend<number, object>;
}

/** Quantity (1 to the stock), the total against what the buyer holds, and placing the order. */
export function ListingBuySheet({ visible, onClose, ...body }: ListingBuySheetProps) {
  return (
    <BottomSheet visible={visible} onClose={onClose} label={body.listing.name} className="listing-buy">
      <ListingBuySheetBody {...body} />
    </BottomSheet>
  );
}

function ListingBuySheetBody({ listing, held, placing }: Omit<ListingBuySheetProps, 'visible' | 'onClose'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { amount: amountOf } = useFormat();
  const quantity = useAmountField({ decimals: 0, min: 1, max: listing.stock }, { initial: '1', live: true });
  const total = money(listing.price).times(quantity.amount ?? ZERO);
  // What the buyer holds may be a moment old: the server decides, so a short total is said, not blocked.
  const short = quantity.valid && total.gt(money(held));

  const place = async () => {
    const count = quantity.check();
    if (count) return placing.run(Number(count.toFixed(0)));
  };

  return (
    <div className="sheet-body listing-buy-body">
      <header className="listing-buy-head">
        <img className="listing-buy-thumb" src={listing.images[0] ?? ''} alt="" />
        <div>
          <h2 className="listing-buy-name">{listing.name}</h2>
          <p className="listing-buy-note">
            {t('cart.sheet.unitPrice')} <Amount value={listing.price} unit={listing.currency} />
          </p>
        </div>
      </header>
      <AmountField
        {...quantity.field}
        label={t('cart.sheet.quantity')}
        suffix={t('cart.sheet.items')}
        note={t('cart.sheet.inStock', { count: listing.stock })}
        aboveMaxText={(max) => t('cart.sheet.aboveStock', { max })}
        stepper
      />
      <div className="listing-buy-total">
        <span>{t('cart.sheet.total')}</span>
        <strong data-testid="listing-total">
          <Amount value={total} unit={listing.currency} />
        </strong>
      </div>
      <p className="listing-buy-note">
        {t('cart.sheet.youHave', { amount: amountOf(held, listing.currency) })}
      </p>
      {short ? (
        <ShortOfMoney
          text={t('cart.sheet.short')}
          actionLabel={t('cart.sheet.topUp')}
          onAction={() => navigate(topUpPath(listing.currency))}
        />
      ) : null}
      <p className="listing-buy-note">{t('cart.sheet.hold')}</p>
      <SendFateNotice {...placing.notice} />
      <SendButton block color="primary" disabled={!quantity.valid || placing.blocked} onSend={place}>
        {t('cart.sheet.place')}
      </SendButton>
    </div>
  );
}
