import { useTranslation } from 'react-i18next';
import { SendButton } from '../../../ui/money/SendButton';
import type { BidState } from './bidMachine';

interface BidMessageProps {
  state: BidState;
  /** the auction as it now stands names the user as its highest bidder */
  leads: boolean;
  /** the user held the top and someone else now does (bidMachine's `isOvertaken`) */
  overtaken: boolean;
  /** the minimum next bid, as shown */
  minimum: string;
  onRecheck: () => Promise<unknown>;
}

/** What became of the user's bid, in words that do not overclaim; a polite live region, always present. */
export function BidMessage({ state, leads, overtaken, minimum, onRecheck }: BidMessageProps) {
  const { t } = useTranslation();
  const text = (() => {
    if (state.kind === 'sending') return t('auction.bid.sending');
    if (state.kind === 'checking') return t('auction.bid.checking');
    if (state.kind === 'unconfirmed') return t('auction.bid.unconfirmed');
    if (leads) return t('auction.bid.leading');
    if (overtaken) return t('auction.bid.outbid', { amount: minimum });
    if (state.kind === 'notPlaced') return t('auction.bid.notPlaced', { amount: minimum });
    if (state.kind === 'refused') return state.message;
    return '';
  })();
  const settled = !['sending', 'checking', 'unconfirmed'].includes(state.kind);
  const tone = leads && settled ? 'is-leading' : overtaken ? 'is-outbid' : `is-${state.kind}`;
  return (
    <div className={`auction-bid-message ${tone}`} role="status">
      {text ? <p>{text}</p> : null}
      {state.kind === 'unconfirmed' ? (
        <SendButton size="small" color="primary" fill="outline" onSend={onRecheck}>
          {t('auction.bid.checkAgain')}
        </SendButton>
      ) : null}
    </div>
  );
}
