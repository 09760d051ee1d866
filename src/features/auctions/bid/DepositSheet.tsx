import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { compare, type MoneyLike } from '../../../lib/money';
import { BottomSheet } from '../../../ui/layout/BottomSheet';
import { ShortOfMoney } from '../../checkout';
import { useFormat } from '../../../ui/hooks/useFormat';
import { Amount } from '../../../ui/money/Amount';

interface DepositSheetProps {
  visible: boolean;
  onClose: () => void;
  /** the auction's `security_deposit` */
  deposit: MoneyLike;
  /** the user's balance, as last read */
  balance: MoneyLike;
  /** goes on to the payment password */
  onConfirm: () => void;
  onTopUp: () => void;
}

/**
 * The deposit's confirmation: how much is taken from the balance, that it comes back to losers and counts
 * towards the price for the winner. Short of it, the way to top up is offered (the balance may be a moment
 * old: the server decides, so it is said, not blocked). Strings: area `auction`.
 */
export function DepositSheet({ visible, onClose, ...body }: DepositSheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet visible={visible} onClose={onClose} label={t('auction.deposit.title')}>
      <DepositSheetBody {...body} />
    </BottomSheet>
  );
}

function DepositSheetBody({
  deposit,
  balance,
  onConfirm,
  onTopUp,
}: Omit<DepositSheetProps, 'visible' | 'onClose'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const short = compare(balance, deposit) < 0;
  return (
    <div className="sheet-body auction-deposit">
      <h2 className="auction-deposit-title">{t('auction.deposit.title')}</h2>
      <p className="auction-deposit-amount">
        <span>{t('auction.detail.deposit')}</span>
        <strong data-testid="deposit-amount">
          <Amount value={deposit} unit="balance" />
        </strong>
      </p>
      <ul className="auction-deposit-terms">
        <li>{t('auction.deposit.refundTerm')}</li>
        <li>{t('auction.deposit.countTerm')}</li>
      </ul>
      <p className="auction-note">{t('auction.deposit.youHave', { amount: format.balance(balance) })}</p>
      {short ? (
        <ShortOfMoney
          text={t('auction.deposit.short')}
          actionLabel={t('auction.deposit.topUp')}
          onAction={onTopUp}
        />
      ) : null}
      <Button block color="primary" className="auction-deposit-confirm" onClick={onConfirm}>
        {t('auction.deposit.confirm', { amount: format.balance(deposit) })}
      </Button>
    </div>
  );
}
