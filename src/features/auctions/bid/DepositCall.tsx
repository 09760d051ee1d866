import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Auction } from '../../../api/auctions/auction';
import { useFormat } from '../../../ui/hooks/useFormat';
import { useAuctionDeposit } from './useAuctionDeposit';

/** Before a first bid: the deposit it takes, and the way to pay it. */
export function DepositCall({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  const { balance } = useFormat();
  const { start, sheets, waiting, blocked } = useAuctionDeposit(auction);
  const amount = balance(auction.security_deposit);
  return (
    <section className="card auction-action" aria-label={t('auction.deposit.title')}>
      <p className="auction-note">{t('auction.deposit.needed', { amount })}</p>
      <Button block color="primary" onClick={start} loading={waiting} disabled={waiting || blocked}>
        {t('auction.deposit.pay')}
      </Button>
      {sheets}
    </section>
  );
}
