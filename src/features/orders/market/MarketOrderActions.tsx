import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/account/account';
import { useBazaarOrderTraces } from '../../../api/bazaar/bazaarBuying';
import { usePayBazaarOrder, useReceiveBazaarOrder, type BazaarOrder } from '../../../api/goods/goods';
import { confirmDialog } from '../../../ui/state/dialogs';
import { SendButton } from '../../../ui/money/SendButton';
import { SendFateNotice } from '../../../ui/money/SendFateNotice';
import { toast } from '../../../ui/state/toast';
import { usePayPassword } from '../../../ui/money/usePayPassword';
import { NOT_SENT } from '../../../ui/money/useSendGuard';
import { useFormat } from '../../../ui/hooks/useFormat';
import { useTracedSend } from '../../../ui/money/useTracedSend';

/** What the buyer can do with a market order: pay an unpaid one, confirm a shipped one was received. */
export function MarketOrderActions({ order }: { order: BazaarOrder }) {
  if (order.status === 0) return <PayNow order={order} />;
  if (order.status === 2) return <ConfirmReceipt order={order} />;
  return null;
}

/**
 * The total is confirmed first, then the payment password pays it (once: the sheet sends the six digits once).
 * A lost answer is read back from the order, never sent again by itself.
 */
function PayNow({ order }: { order: BazaarOrder }) {
  const { t } = useTranslation();
  const { amount: price } = useFormat();
  const hasPayPassword = useMe((me) => me.hasPayPassword === true).data === true;
  const payPassword = usePayPassword(hasPayPassword);
  const pay = usePayBazaarOrder();
  const traces = useBazaarOrderTraces();
  const paying = useTracedSend<string, BazaarOrder>({
    send: async (password) => {
      await pay.mutateAsync({ order_id: order.id, pay_password: password });
      return order;
    },
    trace: () => traces.paid(order.id),
    onSent: () => toast(t('order.market.paid'), 'success'),
  });
  const total = price(order.amount, order.currency);
  const start = async () => {
    const sure = await confirmDialog({
      title: t('order.market.payTitle'),
      content: t('order.market.payText', { amount: total, currency: t(`bazaar.currency.${order.currency}`) }),
      confirmText: t('order.market.payConfirm'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    payPassword.ask({
      title: t('money.payPasswordTitle'),
      description: t('order.market.paying', { amount: total }),
      onComplete: paying.run,
    });
  };
  return (
    <>
      <Button size="small" color="primary" disabled={paying.blocked} onClick={() => void start()}>
        {t('order.market.payNow')}
      </Button>
      <SendFateNotice {...paying.notice} />
      {payPassword.sheet}
    </>
  );
}

function ConfirmReceipt({ order }: { order: BazaarOrder }) {
  const { t } = useTranslation();
  const receive = useReceiveBazaarOrder();
  return (
    <SendButton
      size="small"
      color="primary"
      onSend={async () => {
        const sure = await confirmDialog({
          title: t('order.market.receiveTitle'),
          content: t('order.market.receiveText'),
          confirmText: t('order.market.receive'),
          cancelText: t('common.cancel'),
        });
        if (!sure) return NOT_SENT;
        await receive.mutateAsync({ id: order.id });
        toast(t('order.market.received'), 'success');
      }}
    >
      {t('order.market.receive')}
    </SendButton>
  );
}
