import { useTranslation } from 'react-i18next';
import type { AuctionDetail } from '../../api/auctions/auction';
import { useFormat } from '../../ui/hooks/useFormat';
import type { AuctionPhase } from './auctionPhase';
import { AuctionResult } from './AuctionResult';
import { BidPanel } from './bid/BidPanel';
import { DepositCall } from './bid/DepositCall';
import './auction.css';

interface AuctionActionProps {
  auction: AuctionDetail;
  phase: AuctionPhase;
}

/**
 * What the user can do now. Before a first bid: pay the deposit (guests are asked to sign in). With it paid:
 * bid while the auction runs, wait while it is announced. At zero: "closing…" until the server has closed it;
 * then the result, and what became of the deposit.
 */
export function AuctionAction({ auction, phase }: AuctionActionProps) {
  const { t } = useTranslation();
  const { balance } = useFormat();
  if (phase === 'ended' || phase === 'reserved') return <AuctionResult auction={auction} />;
  if (phase === 'closing') {
    return (
      <section className="card auction-action">
        <p className="auction-note is-closing" role="status">
          {t('auction.result.closing')}
        </p>
      </section>
    );
  }
  if (auction.deposit_state === 'none') return <DepositCall auction={auction} />;
  return (
    <section className="card auction-action" aria-label={t('auction.bid.title')}>
      <p className="auction-note">
        {t('auction.deposit.held', { amount: balance(auction.security_deposit) })}
      </p>
      {phase === 'ongoing' ? (
        <BidPanel auction={auction} />
      ) : (
        <p className="auction-note">{t('auction.bid.notStarted')}</p>
      )}
    </section>
  );
}
