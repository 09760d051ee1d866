import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/account/account';
import { useHeldTrace } from '../../../api/orders/orderTraces';
import { useSellItem } from '../../../api/orders/orders';
import { money } from '../../../lib/money';
import { DataView } from '../../../ui/state/DataView';
import { SendButton } from '../../../ui/money/SendButton';
import { SendFateNotice } from '../../../ui/money/SendFateNotice';
import { useTracedSend } from '../../../ui/money/useTracedSend';
import { Facts } from './Facts';
import type { HeldItem } from './heldItem';
import { ItemLine } from './ItemLine';
import { useOrderFormat } from './useOrderFormat';
import { Amount } from '../../../ui/money/Amount';
import '../order.css';
import './SellPanel.css';

interface SellPanelProps {
  item: HeldItem;
  /** what the sale credits to the balance */
  price: number;
  /** the item's state as tags or text */
  state: ReactNode;
  sellable: boolean;
}

/**
 * Selling back to the platform: the amount and the balance it makes are shown before the one confirm. A lost
 * answer is read back from the order (or the gift), never sent again by itself.
 */
export function SellPanel({ item, price, state, sellable }: SellPanelProps) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const balance = useMe((me) => me.balance);
  const sell = useSellItem(item.source);
  const traceSale = useHeldTrace('sold');
  const [credited, setCredited] = useState<number | null>(null);
  const selling = useTracedSend<void, { amount: number }>({
    send: () => sell.mutateAsync(item.id),
    // Found after a lost answer: it credited the price quoted here.
    trace: () => async () => ((await traceSale(item)()) ? { amount: price } : null),
    onSent: ({ amount }) => setCredited(amount),
  });

  return (
    <>
      <section className="card">
        <ItemLine thumbnail={item.thumbnail} name={item.name} note={t('order.times', { n: item.count })} />
        <div className="sell-state">{state}</div>
      </section>
      <SendFateNotice {...selling.notice} />
      {credited !== null ? (
        <section className="card sell-done" role="status">
          <p className="sell-done-title">{t('order.sell.done')}</p>
          <Facts
            facts={[
              { label: t('order.sell.credited'), value: format.balance(credited) },
              // The answer's balance is the cached user's now (or, found after a lost answer, read again).
              { label: t('order.sell.newBalance'), value: format.balance(balance.data ?? 0) },
            ]}
          />
        </section>
      ) : sellable ? (
        <DataView query={balance}>
          {(held) => (
            <section className="card" aria-label={t('order.sell.quote')}>
              <p className="sell-receive-label">{t('order.sell.youReceive')}</p>
              <p className="sell-receive" data-testid="sell-amount">
                <Amount value={price} unit="balance" />
              </p>
              <Facts
                facts={[
                  { label: t('order.sell.balanceNow'), value: format.balance(held) },
                  { label: t('order.sell.balanceAfter'), value: format.balance(money(held).plus(price)) },
                ]}
              />
              <p className="sell-note">{t('order.sell.note')}</p>
              <SendButton block color="primary" disabled={selling.blocked} onSend={selling.run}>
                {t('order.sell.confirm', { amount: format.balance(price) })}
              </SendButton>
            </section>
          )}
        </DataView>
      ) : (
        <p className="card sell-unavailable">{t('order.sell.unavailable')}</p>
      )}
    </>
  );
}
