import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BazaarBuyer } from '../../api/bazaar/bazaarBuying';
import type { BazaarListing, BazaarOrder } from '../../api/goods/goods';
import type { Trace } from '../../api/sendTrace';
import { href } from '../../lib/href';
import { compare } from '../../lib/money';
import { confirmDialog } from '../../ui/state/dialogs';
import { SendFateNotice } from '../../ui/money/SendFateNotice';
import { toast } from '../../ui/state/toast';
import { usePayPassword } from '../../ui/money/usePayPassword';
import { useRequireLogin } from '../../ui/hooks/useRequireLogin';
import { useTracedSend } from '../../ui/money/useTracedSend';
import { useFormat } from '../../ui/hooks/useFormat';
import { topUpPath } from './listingLinks';
import { ListingBuySheet } from './ListingBuySheet';

export interface ListingCheckoutProps {
  listing: BazaarListing;
  /** the signed-in buyer, null for a guest */
  buyer: BazaarBuyer | null;
  /** Goods/buy, first step: places the order and holds the stock */
  place: (quantity: number) => Promise<BazaarOrder>;
  /** Goods/buy, second step: pays the order */
  pay: (orderId: number, password: string) => Promise<unknown>;
  /** made before placing: finds the order placed, after its answer was lost */
  tracePlace: (quantity: number) => Promise<Trace<BazaarOrder>>;
  /** finds the order paid, after the answer was lost */
  tracePay: (orderId: number) => Trace<BazaarOrder>;
}

/**
 * Buying a listing (docs/decisions/0034): a guest is asked to sign in; without an approved address or a
 * payment password the user is led to them first (both readable before a call). Then the sheet places the
 * order (stock held for an hour), a dialog asks to pay the total now, the payment password pays it. Paid,
 * put off or closed, the user lands on the order in their market orders; short of money, on topping up. A lost
 * answer of either step is read back from the buyer's orders (decision 0043).
 */
export function useListingCheckout(props: ListingCheckoutProps) {
  const { listing, buyer, place, pay, tracePlace, tracePay } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const { amount: amountOf } = useFormat();
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
      await paying.run({ order, password });
    } catch (error) {
      // The client has toasted the refusal. Short of money: the order waits while the user tops up.
      if (compare(held, order.amount) < 0) return offerTopUp(order);
      throw error;
    }
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

  // Each step once, its lost answer read back from the buyer's orders, never sent again by itself.
  const placing = useTracedSend<number, BazaarOrder>({
    send: place,
    trace: tracePlace,
    onSent: (order) => {
      setChoosing(false);
      askToPay(order);
    },
  });
  const paying = useTracedSend<{ order: BazaarOrder; password: string }, BazaarOrder>({
    send: async ({ order, password }) => {
      await pay(order.id, password);
      return order;
    },
    trace: ({ order }) => tracePay(order.id),
    onSent: (order) => {
      toast(t('cart.pay.paid'), 'success');
      void showOrder(order);
    },
    // Not paid after all: the order waits on its page, where it can be paid.
    onNotSent: ({ order }) => {
      toast(t('error.sendFate.notDone'));
      void showOrder(order);
    },
  });

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
        placing={placing}
      />
      <SendFateNotice {...paying.notice} />
      {payPassword.sheet}
    </>
  );

  return { start, sheets };
}
