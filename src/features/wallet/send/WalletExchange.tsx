import { useState } from 'react';
import { Button, NoticeBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExchangeSwapButton } from '../../exchange';
import { Link } from 'react-router';
import { usePayPasswordSet } from '../../../api/account/account';
import {
  exchangeRateQuery,
  tokenListQuery,
  useTokenExchange,
  type ExchangeRecord,
  type TokenSymbol,
  type WalletAccount,
} from '../../../api/wallet/wallet';
import { useExchangeTrace } from '../../../api/wallet/walletTrace';
import { href } from '../../../lib/href';
import { isApiError, isLostAnswer } from '../../../lib/errors';
import { toWire } from '../../../lib/money';
import { AmountField } from '../../../ui/form/AmountField';
import { ConfirmSendSheet } from '../../../ui/money/ConfirmSendSheet';
import { DataView } from '../../../ui/state/DataView';
import { SendFateNotice } from '../../../ui/money/SendFateNotice';
import { ExchangePreview } from '../../exchange';
import { useRateLine } from '../../exchange';
import { useAmountField } from '../../../ui/form/useAmountField';
import { useConfirmedSend } from '../../../ui/money/useConfirmedSend';
import { useFormat } from '../../../ui/hooks/useFormat';
import { TokenChooser } from './TokenChooser';
import { WalletShell } from '../WalletShell';
import { balanceOf } from '../walletMath';
import { choosePair, exchangeDraft, RATE_REFRESH_MS, rateMoved, type ExchangeDraft } from './walletExchange';
import { Amount } from '../../../ui/money/Amount';

/** One token of the account for another at the server's quoted rate, the result shown before confirming. */
export default function WalletExchange() {
  const { t } = useTranslation();
  const history = (
    <Link className="money-nav-link" to={href('/pages/wallet/exchangeList')}>
      {t('wallet.exchange.history')}
    </Link>
  );
  return <WalletShell right={history}>{(wallet) => <TokenExchange wallet={wallet} />}</WalletShell>;
}

/** The send's end when the quote had moved: nothing was exchanged, the new result waits to be confirmed. */
const RATE_MOVED = { rateMoved: true } as const;

function TokenExchange({ wallet }: { wallet: WalletAccount }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rateLine = useRateLine();
  const [pair, setPair] = useState<{ from: TokenSymbol; to: TokenSymbol }>({ from: 'QC', to: 'USDT' });
  const [rateChanged, setRateChanged] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const tokens = useQuery(tokenListQuery(wallet.id));
  const rate = useQuery({
    ...exchangeRateQuery({ ...pair, wallet_id: wallet.id }),
    refetchInterval: RATE_REFRESH_MS,
  });
  const held = balanceOf(tokens.data, pair.from);
  const amountField = useAmountField({ decimals: 2, min: rate.data?.min, max: held });
  const exchange = useTokenExchange();

  const hasPayPassword = usePayPasswordSet();
  const trace = useExchangeTrace(wallet.id);
  const confirmed = useConfirmedSend<ExchangeDraft, ExchangeRecord | typeof RATE_MOVED>(
    async (draft, password, requestId) => {
      try {
        return await exchange.mutateAsync({
          wallet_id: wallet.id,
          from: draft.from,
          to: draft.to,
          amount: toWire(draft.amount),
          rate: draft.rate.rate,
          pay_password: password,
          request_id: requestId,
        });
      } catch (error) {
        if (!isApiError(error) || isLostAnswer(error)) throw error;
        const now = await rate.refetch();
        // The quote moved: the new result is on the page, to be confirmed again under a new request id.
        if (!now.data || !rateMoved(draft.rate.rate, now.data.rate)) throw error;
        setRateChanged(true);
        return RATE_MOVED;
      }
    },
    {
      passwordTitle: t('wallet.confirm.passwordTitle'),
      hasPayPassword,
      trace,
      sent: (draft, record) => {
        if ('rateMoved' in record) return;
        amountField.reset();
        setDone(t('wallet.exchange.done', { amount: format.amount(record.received, draft.to) }));
      },
    },
  );

  const choose = (side: 'from' | 'to', symbol: TokenSymbol) => {
    setPair((current) => choosePair(current, side, symbol));
    amountField.reset();
  };

  const submit = () => {
    setDone(null);
    const amount = amountField.check();
    if (!amount || !rate.data) return;
    setRateChanged(false);
    confirmed.open(exchangeDraft(pair.from, pair.to, amount, rate.data));
  };

  const draft = confirmed.draft;
  return (
    <DataView query={tokens}>
      {(list) => (
        <>
          {rateChanged ? (
            <div role="alert">
              <NoticeBar color="alert" wrap content={t('wallet.exchange.rateChanged')} />
            </div>
          ) : null}
          <SendFateNotice {...confirmed.notice} />
          {done ? (
            <div role="status">
              <NoticeBar color="info" wrap content={done} />
            </div>
          ) : null}
          <section className="card exchange-sides" aria-label={t('wallet.exchange.pair')}>
            <h2 className="money-heading">{t('wallet.exchange.from')}</h2>
            <TokenChooser
              label={t('wallet.exchange.from')}
              tokens={list}
              value={pair.from}
              onChange={(symbol) => choose('from', symbol)}
            />
            <ExchangeSwapButton label={t('wallet.exchange.swap')} onSwap={() => choose('from', pair.to)} />
            <h2 className="money-heading">{t('wallet.exchange.to')}</h2>
            <TokenChooser
              label={t('wallet.exchange.to')}
              tokens={list}
              value={pair.to}
              onChange={(symbol) => choose('to', symbol)}
            />
            <AmountField
              {...amountField.field}
              label={t('wallet.exchange.amount')}
              placeholder={t('wallet.transfer.amountPlaceholder')}
              show={(value) => format.amount(value, pair.from)}
              note={t('wallet.transfer.available', { amount: format.amount(held, pair.from) })}
              suffix={
                <Button size="mini" fill="outline" onClick={() => amountField.change(held.toFixed(2))}>
                  {t('wallet.transfer.max')}
                </Button>
              }
            />
          </section>
          <ExchangePreview rate={rate} from={pair.from} to={pair.to} amount={amountField.amount} />
          <div className="money-actions">
            <Button
              block
              color="primary"
              size="large"
              disabled={!rate.data || confirmed.blocked}
              onClick={submit}
            >
              {t('wallet.exchange.next')}
            </Button>
          </div>
          <ConfirmSendSheet
            visible={confirmed.visible}
            onClose={confirmed.close}
            title={t('wallet.exchange.confirmTitle')}
            facts={
              draft
                ? [
                    { label: t('wallet.exchange.pay'), value: format.amount(draft.amount, draft.from) },
                    {
                      label: t('wallet.exchange.rate'),
                      value: rateLine(draft.from, draft.rate.rate, draft.to),
                    },
                    { label: t('wallet.confirm.fee'), value: format.amount(draft.quote.fee, draft.to) },
                    {
                      label: t('wallet.exchange.receive'),
                      value: (
                        <strong data-testid="confirm-received">
                          <Amount value={draft.quote.received} unit={draft.to} />
                        </strong>
                      ),
                    },
                  ]
                : []
            }
            confirmText={t('wallet.exchange.confirm')}
            onConfirm={confirmed.confirm}
          />
          {confirmed.passwordSheet}
        </>
      )}
    </DataView>
  );
}
