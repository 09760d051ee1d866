import { useState, type ReactNode } from 'react';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePayPasswordSet } from '../../../api/account/account';
import type { TokenSymbol, WalletAccount, WalletLogEntry } from '../../../api/wallet/wallet';
import { useWalletSendTrace } from '../../../api/wallet/walletTrace';
import { href } from '../../../lib/href';
import type { Money } from '../../../lib/money';
import { AmountField } from '../../../ui/form/AmountField';
import { ConfirmSendSheet } from '../../../ui/money/ConfirmSendSheet';
import { FactList } from '../../../ui/display/FactList';
import { SendButton } from '../../../ui/money/SendButton';
import { SendFateNotice } from '../../../ui/money/SendFateNotice';
import { useConfirmedSend } from '../../../ui/money/useConfirmedSend';
import { useFormat } from '../../../ui/hooks/useFormat';
import { NOT_SENT } from '../../../ui/money/useSendGuard';
import { useFeeAmount, type FeeChecked } from './useFeeAmount';
import { totalOf } from '../walletMath';

export interface SendRequest {
  amount: Money;
  password: string;
  requestId: string;
}

interface SendAmountFormProps {
  kind: 'transfer' | 'withdraw';
  wallet: WalletAccount;
  symbol: TokenSymbol;
  balance: Money;
  min?: number;
  /** who receives, as the confirmation and the success show it */
  recipient: ReactNode;
  /** the receiving address when the page knows it: the send's log line names it */
  counterparty?: string;
  send: (request: SendRequest) => Promise<WalletLogEntry>;
  /**
   * Shown instead of the form while nothing has been sent (a withdrawal while the balance is 500 or less).
   * Once a send went through, what was sent stays on screen, whatever the balance read since says.
   */
  closed?: ReactNode;
}

/** "a1b2c3…d4e5f6": a transaction hash short enough for a line. */
export const shortHash = (hash: string) =>
  hash.length > 14 ? `${hash.slice(0, 6)}…${hash.slice(-6)}` : hash;

/** The line each send writes in the sending account's log. */
const LOG_KIND = { transfer: 'transfer_out', withdraw: 'withdraw' } as const;

/**
 * The amount of a transfer or a withdrawal: the fee as it is typed, Max, the share limit, then the
 * confirmation, the payment password, one send, and what was sent — also when its answer was lost and its
 * line is found in the account's log (nothing is sent again).
 */
export function SendAmountForm(props: SendAmountFormProps) {
  const { kind, wallet, symbol, balance, min, recipient, counterparty, send, closed } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const text = (value: Money | number) => format.amount(value, symbol);
  const amount = useFeeAmount(kind, wallet.id, symbol, balance, min);
  const [sent, setSent] = useState<{ entry: WalletLogEntry; amount: Money } | null>(null);
  const hasPayPassword = usePayPasswordSet();
  const trace = useWalletSendTrace(wallet.id);
  const confirmed = useConfirmedSend<FeeChecked, WalletLogEntry>(
    (draft, password, requestId) => send({ amount: draft.amount, password, requestId }),
    {
      passwordTitle: t('wallet.confirm.passwordTitle'),
      hasPayPassword,
      trace: (draft) => trace({ kind: LOG_KIND[kind], symbol, amount: draft.amount.neg(), counterparty }),
      sent: (draft, entry) => {
        amount.reset();
        setSent({ entry, amount: draft.amount });
      },
    },
  );

  const next = async () => {
    const checked = await amount.check();
    if (!checked) return NOT_SENT;
    confirmed.open(checked);
  };

  const fate = <SendFateNotice {...confirmed.notice} />;
  if (sent) {
    return (
      <section className="card" aria-label={t('wallet.confirm.sentTitle')}>
        {fate}
        <Result
          status="success"
          title={t('wallet.confirm.sentTitle')}
          description={t('wallet.confirm.sentText', { amount: text(sent.amount) })}
        />
        <FactList
          className="money-facts"
          facts={[
            { label: t('wallet.confirm.to'), value: recipient },
            { label: t('wallet.confirm.txHash'), value: shortHash(sent.entry.tx_hash) },
          ]}
        />
        <Button
          block
          color="primary"
          onClick={() => navigate(href('/pages/wallet/index'), { replace: true })}
        >
          {t('wallet.confirm.backToWallet')}
        </Button>
      </section>
    );
  }

  if (closed) return closed;

  const draft = confirmed.draft;
  const quote = amount.quote;
  return (
    <section className="card" aria-label={t(`wallet.${kind}.amountTitle`)}>
      {fate}
      <AmountField
        {...amount.field}
        label={t(`wallet.${kind}.amount`)}
        placeholder={t('wallet.transfer.amountPlaceholder')}
        show={text}
        aboveMaxText={() => t('wallet.transfer.overBalance')}
        note={t('wallet.transfer.available', { amount: text(balance) })}
        suffix={
          <Button size="mini" fill="outline" onClick={() => void amount.fillMax()}>
            {t('wallet.transfer.max')}
          </Button>
        }
      />
      {amount.overBalance ? (
        <p className="wallet-problem" role="alert">
          {t('wallet.transfer.overBalance')}
        </p>
      ) : null}
      <FactList
        className="money-facts"
        facts={[
          { label: t('wallet.transfer.fee'), value: quote ? text(quote.fee) : '—' },
          { label: t('wallet.transfer.recipientGets'), value: quote ? text(quote.actual) : '—' },
        ]}
      />
      <div className="money-actions">
        <SendButton block color="primary" size="large" disabled={confirmed.blocked} onSend={next}>
          {t('wallet.transfer.next')}
        </SendButton>
      </div>
      <ConfirmSendSheet
        visible={confirmed.visible}
        onClose={confirmed.close}
        title={t(`wallet.${kind}.confirmTitle`)}
        facts={
          draft
            ? [
                { label: t('wallet.confirm.to'), value: recipient },
                { label: t('wallet.confirm.amount'), value: text(draft.amount) },
                { label: t('wallet.confirm.fee'), value: text(draft.fee) },
                { label: t('wallet.confirm.total'), value: text(totalOf(draft.amount, draft.fee)) },
              ]
            : []
        }
        confirmText={t('wallet.confirm.send')}
        onConfirm={confirmed.confirm}
      />
      {confirmed.passwordSheet}
    </section>
  );
}
