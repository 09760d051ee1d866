import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe } from '../../../api/account/account';
import { orderDetailQuery, useClaimItem, type OrderDetail } from '../../../api/orders/orders';
import { money } from '../../../lib/money';
import { BottomSheet } from '../../../ui/layout/BottomSheet';
import { useHeldTrace } from '../../../api/orders/orderTraces';
import { DataView } from '../../../ui/state/DataView';
import { SendFateNotice } from '../../../ui/money/SendFateNotice';
import { useTracedSend, type TracedSend } from '../../../ui/money/useTracedSend';
import { SendButton } from '../../../ui/money/SendButton';
import { ShortOfMoney } from '../../checkout';
import { toast } from '../../../ui/state/toast';
import { Facts } from './Facts';
import type { HeldItem } from './heldItem';
import { ItemLine } from './ItemLine';
import { ItemQueryView } from './ItemQueryView';
import { RECHARGE_PATH } from './paths';
import { useOrderFormat } from './useOrderFormat';
import '../order.css';
import './AuctionClaimSheet.css';

interface AuctionClaimSheetProps {
  item: HeldItem;
  visible: boolean;
  onClose: () => void;
  /** after the claim went through: the lot is the user's now */
  onClaimed: (item: HeldItem) => void;
}

/**
 * Claiming a won lot pays the rest of its price (the final price less the deposit already paid, docs/api.md
 * ClaimAuction) from the balance: what it takes and the balance it leaves are shown before the one confirm.
 */
export function AuctionClaimSheet({ item, visible, onClose, onClaimed }: AuctionClaimSheetProps) {
  const { t } = useTranslation();
  const query = useQuery(orderDetailQuery('auction', item.id));
  const claim = useClaimItem();
  const traceClaim = useHeldTrace('claimed');
  // Held by the sheet, not its content: a claim whose fate is not known yet stays so when it is reopened.
  const claiming = useTracedSend<void, HeldItem>({
    send: async () => {
      await claim.mutateAsync(item);
      return item;
    },
    trace: () => traceClaim(item),
    onSent: () => {
      toast(t('order.claim.done'), 'success');
      onClaimed(item);
    },
  });
  return (
    <BottomSheet visible={visible} onClose={onClose} label={t('order.claimPay.title')}>
      <div className="sheet-body">
        <h2 className="sheet-title">{t('order.claimPay.title')}</h2>
        <ItemLine thumbnail={item.thumbnail} name={item.name} note={t('order.claimPay.note')} />
        <SendFateNotice {...claiming.notice} />
        <ItemQueryView query={query}>
          {(order) => <ClaimQuote order={order} claiming={claiming} claimed={claim.isSuccess} />}
        </ItemQueryView>
      </div>
    </BottomSheet>
  );
}

interface ClaimQuoteProps {
  order: OrderDetail;
  claiming: TracedSend<void, HeldItem>;
  claimed: boolean;
}

function ClaimQuote({ order, claiming, claimed }: ClaimQuoteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useOrderFormat();
  const balance = useMe((me) => me.balance);
  const toPay = money(order.amount).minus(order.deposit ?? 0);

  if (order.itemState !== 'unclaimed') return <p className="sell-unavailable">{t('order.claim.claimed')}</p>;
  return (
    <DataView query={balance}>
      {(held) => {
        const after = money(held).minus(toPay);
        const short = after.lt(0);
        return (
          <section className="claim-pay-quote" aria-label={t('order.claimPay.quote')}>
            <Facts
              facts={[
                { label: t('order.fact.finalPrice'), value: format.balance(order.amount) },
                { label: t('order.fact.deposit'), value: format.balance(order.deposit ?? 0) },
                { label: t('order.claimPay.toPay'), value: format.balance(toPay) },
                { label: t('order.sell.balanceNow'), value: format.balance(held) },
                ...(short ? [] : [{ label: t('order.claimPay.balanceAfter'), value: format.balance(after) }]),
              ]}
            />
            {short ? (
              <ShortOfMoney
                text={t('order.claimPay.short', { amount: format.balance(after.neg()) })}
                actionLabel={t('order.claimPay.topUp')}
                onAction={() => navigate(RECHARGE_PATH)}
              />
            ) : null}
            <SendButton
              block
              color="primary"
              className="claim-pay-confirm"
              disabled={short || claimed || claiming.blocked}
              onSend={claiming.run}
            >
              {t('order.claimPay.confirm', { amount: format.balance(toPay) })}
            </SendButton>
          </section>
        );
      }}
    </DataView>
  );
}
