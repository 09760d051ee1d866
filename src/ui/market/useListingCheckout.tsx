import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BazaarBuyer, BazaarListing, BazaarOrder } from '../../api/goods';
import { isNetworkError } from '../../lib/errors';
import { href } from '../../lib/href';
import { compare } from '../../lib/money';
import { confirmDialog } from '../dialogs';
import { toast } from '../toast';
import { usePayPassword } from '../usePayPassword';
import { useRequireLogin } from '../useRequireLogin';
import { topUpPath } from './listingLinks';
import { ListingBuySheet } from './ListingBuySheet';
import { useListingMoney } from './ListingPrice';

export interface ListingCheckoutProps {
  listing: BazaarListing;
  /** the signed-in buyer, null for a guest */
  buyer: BazaarBuyer | null;
  /** Goods/buy, first step: places the order and holds the stock */
  place: (quantity: number) => Promise<BazaarOrder>;
  /** Goods/buy, second step: pays the order */
  pay: (orderId: number, password: string) => Promise<unknown>;
}

/**
 * Buying a listing (docs/decisions/0034): a guest is asked to sign in; without an approved address or a
 * payment password the user is led to them first (both readable before a call). Then the sheet places the
 * order (stock held for an hour), a dialog asks to pay the total now, the payment password pays it. Paid,
 * put off or closed, the user lands on the order in their market orders; short of money, on topping up.
 */
export function useListingCheckout({ listing, buyer, place, pay }: ListingCheckoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const amountOf = useListingMoney();
  const payPassword = usePayPassword(buyer?.hasPayPassword === true);
  const [choosing, setChoosing] = useState(false);
  const held = (listing.currency === 'qc' ? buyer?.qcBalance : buyer?.balance) ?? 0;

  const showOrder = (order: BazaarOrder) => navigate(href('/pages/order/market', { id: order.id }));
  const payLater = (order: BazaarOrder) => {
    toast(t('cart.pay.kept'));
    void showOrder(order);
  };

  const offerTopUp = (order: BazaarOrder) =>
    void confirmDialog({
      title: t('cart.pay.shortTitle'),
      content: t('cart.pay.shortText'),
      confirmText: t('cart.pay.topUp'),
      cancelText: t('cart.pay.later'),
    }).then((topUp) => (topUp ? navigate(topUpPath(order.currency)) : showOrder(order)));

  const payOrder = async (order: BazaarOrder, password: string) => {
    try {
      await pay(order.id, password);
    } catch (error) {
      // The client has toasted the refusal. Short of money: the order waits while the user tops up. Lost on
      // the way: whether it was paid is unknown, and the order's page says which.
      if (compare(held, order.amount) < 0) return offerTopUp(order);
      if (isNetworkError(error)) return void showOrder(order);
      throw error;
    }
    toast(t('cart.pay.paid'), 'success');
    void showOrder(order);
  };

  const askToPay = (order: BazaarOrder) => {
    const total = amountOf(order.amount, order.currency);
    void confirmDialog({
      title: t('cart.pay.confirmTitle'),
      content: t('cart.pay.confirmText', { total, name: order.name, count: order.quantity }),
      confirmText: t('cart.pay.now'),
      cancelText: t('cart.pay.later'),
    }).then((now) => {
      if (!now) return payLater(order);
      payPassword.ask({
        title: t('cart.pay.passwordTitle'),
        description: t('cart.pay.passwordText', { total }),
        onComplete: (password) => payOrder(order, password),
        onCancel: () => payLater(order),
      });
    });
  };

  const start = () => {
    if (!requireLogin() || !buyer) return;
    if (!buyer.hasApprove) {
      void confirmDialog({
        title: t('cart.address.title'),
        content: t('cart.address.text'),
        confirmText: t('cart.address.go'),
        cancelText: t('common.cancel'),
        onConfirm: () => navigate(href('/pages/my/address')),
      });
      return;
    }
    if (payPassword.ready()) setChoosing(true);
  };

  const sheets = (
    <>
      <ListingBuySheet
        listing={listing}
        held={held}
        visible={choosing}
        onClose={() => setChoosing(false)}
        onPlace={async (quantity) => {
          const order = await place(quantity);
          setChoosing(false);
          askToPay(order);
        }}
      />
      {payPassword.sheet}
    </>
  );

  return { start, sheets };
}
