import { useEffect, useRef } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AuctionDetail } from '../../../api/auctions/auction';
import { useBaseSettings, type BaseSettings } from '../../../api/config';
import { bidStep, minimumBid, QUICK_STEPS, quickBid } from '../../../api/auctions/rules/auctionBid';
import { useSession } from '../../../stores/session';
import { AmountField } from '../../../ui/form/AmountField';
import { SendButton } from '../../../ui/money/SendButton';
import { useAmountField } from '../../../ui/form/useAmountField';
import { useFormat } from '../../../ui/hooks/useFormat';
import { NOT_SENT } from '../../../ui/money/useSendGuard';
import { isBusy, isOvertaken } from './bidMachine';
import { BidMessage } from './BidMessage';
import { useBid } from './useBid';
import { Amount } from '../../../ui/money/Amount';

const selectBidRatio = (settings: BaseSettings) => settings.sysConfig.auction_bid_ratio;

/**
 * Bidding on a running auction with the deposit paid: the amount starts at the minimum next bid
 * (last price + evaluation × auction_bid_ratio, the step rounded up to the cent) and follows it up as the
 * price moves; quick amounts of 1, 2 and 5 steps over the price; below the minimum is said before anything
 * is sent. Strings: area `auction`.
 */
export function BidPanel({ auction }: { auction: AuctionDetail }) {
  const { t } = useTranslation();
  const { balance } = useFormat();
  const me = useSession((s) => s.uid);
  const ratio = useBaseSettings(selectBidRatio);
  const minimum = minimumBid(auction, ratio);
  const minText = minimum.toFixed(2);
  const step = bidStep(auction.evaluation_price, ratio);
  const field = useAmountField({ decimals: 2, min: minText }, { initial: minText });
  const { state, send, recheck, dismiss } = useBid(auction.id);
  const leads = me !== 0 && auction.last_uid === me;
  const busy = isBusy(state);

  // The price moved: an amount now below the minimum becomes the minimum.
  const latestField = useRef(field);
  useEffect(() => {
    latestField.current = field;
  });
  const shownMin = useRef(minText);
  useEffect(() => {
    if (shownMin.current === minText) return;
    shownMin.current = minText;
    const typed = latestField.current.amount;
    if (typed === null || typed.lt(minText)) latestField.current.change(minText);
  }, [minText]);

  const change = (text: string) => {
    dismiss();
    field.change(text);
  };

  const place = async () => {
    const amount = field.check();
    if (!amount) return NOT_SENT;
    await send(amount);
  };

  return (
    <div className="auction-bid">
      <BidMessage
        state={state}
        leads={leads}
        overtaken={isOvertaken(state, auction, me)}
        minimum={balance(minimum)}
        onRecheck={recheck}
      />
      {leads ? null : (
        <>
          <AmountField
            {...field.field}
            onChange={change}
            label={t('auction.bid.amount')}
            unit="balance"
            note={t('auction.bid.minimum', { amount: balance(minimum) })}
            belowMinText={(min) => t('auction.bid.belowMin', { min })}
          />
          <div className="auction-steps" role="group" aria-label={t('auction.bid.steps')}>
            {QUICK_STEPS.map((steps) => (
              <Button
                key={steps}
                size="small"
                fill="outline"
                disabled={busy}
                onClick={() => change(quickBid(auction, ratio, steps).toFixed(2))}
              >
                +<Amount value={step.times(steps)} unit="balance" />
              </Button>
            ))}
          </div>
          <SendButton block color="primary" disabled={busy} onSend={place}>
            {t('auction.bid.send')}
          </SendButton>
        </>
      )}
    </div>
  );
}
