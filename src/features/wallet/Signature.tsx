import { useState } from 'react';
import { Button } from 'antd-mobile';
import { CheckCircleOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePayPasswordSet } from '../../api/account/account';
import { isWalletAddress } from '../../api/wallet/rules/walletAddress';
import {
  feeQuery,
  useWalletTransfer,
  type TokenSymbol,
  type WalletAccount,
  type WalletLogEntry,
} from '../../api/wallet/wallet';
import { useWalletSendTrace } from '../../api/wallet/walletTrace';
import { href } from '../../lib/href';
import { money, toWire, type Money } from '../../lib/money';
import { newRequestId } from '../../lib/requestId';
import { appLink } from '../../lib/route';
import { FactList } from '../../ui/display/FactList';
import { PageShell } from '../../ui/layout/PageShell';
import { SendButton } from '../../ui/money/SendButton';
import { SendFateNotice } from '../../ui/money/SendFateNotice';
import { StateBox } from '../../ui/state/StateBox';
import { useFormat } from '../../ui/hooks/useFormat';
import { useGoBack } from '../../ui/layout/useGoBack';
import { usePayPassword } from '../../ui/money/usePayPassword';
import { useTracedSend } from '../../ui/money/useTracedSend';
import { AddressText } from './AddressText';
import { WalletShell } from './WalletShell';
import { isTokenSymbol } from './walletText';
import '../../ui/layout/panel.css';
import './wallet.css';
import { Amount } from '../../ui/money/Amount';
import './Signature.css';

/** A payment request as its link carries it, or why it cannot be signed. */
type Request =
  | { ok: true; to: string; symbol: TokenSymbol; amount: Money; memo: string }
  | { ok: false; reason: 'address' | 'token' | 'amount' };

function readRequest(params: URLSearchParams): Request {
  const to = (params.get('to') ?? '').trim();
  const symbol = params.get('symbol');
  const amountText = (params.get('amount') ?? '').trim();
  if (!isWalletAddress(to)) return { ok: false, reason: 'address' };
  if (!isTokenSymbol(symbol)) return { ok: false, reason: 'token' };
  if (!/^\d+(\.\d{1,2})?$/.test(amountText) || !money(amountText).gt(0))
    return { ok: false, reason: 'amount' };
  return { ok: true, to, symbol, amount: money(amountText), memo: params.get('memo') ?? '' };
}

/**
 * A payment request to sign (decision 0037): what it is for, how much, to whom and the fee, then the payment
 * password; it is sent once as a transfer (one request id for the page). Refusing sends nothing. A request
 * whose address cannot be valid is refused before anything can be signed. A lost answer is looked up in the
 * account's log, never sent again.
 */
export default function Signature() {
  const [params] = useSearchParams();
  const request = readRequest(params);
  const back = appLink(params.get('back'));
  if (!request.ok)
    return (
      <PageShell className="wallet-page">
        <Refused reason={request.reason} back={back} />
      </PageShell>
    );
  return (
    <WalletShell className="wallet-page">
      {(wallet) => <SignView wallet={wallet} request={request} back={back} />}
    </WalletShell>
  );
}

function Refused({ reason, back }: { reason: 'address' | 'token' | 'amount'; back: string | undefined }) {
  const { t } = useTranslation();
  const goBack = useGoBack(back ?? href('/pages/wallet/index'));
  return (
    <StateBox
      kind="error"
      testId="signature-refused"
      title={t('wallet.signature.refusedTitle')}
      text={t(`wallet.signature.bad.${reason}`)}
      action={{ label: t('wallet.signature.back'), onClick: goBack, primary: true }}
    />
  );
}

function SignView({
  wallet,
  request,
  back,
}: {
  wallet: WalletAccount;
  request: Extract<Request, { ok: true }>;
  back: string | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const goBack = useGoBack(back ?? href('/pages/wallet/index'));
  const payPassword = usePayPassword(usePayPasswordSet());
  const transfer = useWalletTransfer();
  // One id for everything this page sends: a double tap, or approving again after a refusal, moves it once.
  const [requestId] = useState(newRequestId);
  const [sent, setSent] = useState(false);
  const trace = useWalletSendTrace(wallet.id);
  const body = { wallet_id: wallet.id, symbol: request.symbol, amount: toWire(request.amount) };
  const traced = useTracedSend<string, WalletLogEntry>({
    send: (password) =>
      transfer.mutateAsync({
        ...body,
        to_address: request.to,
        pay_password: password,
        request_id: requestId,
      }),
    trace: () =>
      trace({
        kind: 'transfer_out',
        symbol: request.symbol,
        amount: request.amount.neg(),
        counterparty: request.to,
      }),
    onSent: () => setSent(true),
  });
  const fee = useQuery(feeQuery('transfer', body));
  const after = () => navigate(back ?? href('/pages/wallet/index'), { replace: true });

  if (sent) {
    return (
      <section
        className="card wallet-done"
        data-testid="signature-sent"
        aria-label={t('wallet.signature.sentTitle')}
      >
        <SendFateNotice {...traced.notice} />
        <CheckCircleOutline className="wallet-done-icon" />
        <h2 className="panel-heading">{t('wallet.signature.sentTitle')}</h2>
        <p className="panel-note">
          {t('wallet.signature.sentText', { amount: format.amount(request.amount, request.symbol) })}
        </p>
        <Button block color="primary" onClick={after}>
          {t('wallet.signature.done')}
        </Button>
      </section>
    );
  }

  const approve = () =>
    new Promise<void>((resolve) => {
      if (traced.blocked) return resolve();
      payPassword.ask({
        title: t('wallet.signature.passwordTitle'),
        description: t('wallet.signature.passwordText', {
          amount: format.amount(request.amount, request.symbol),
        }),
        onCancel: resolve,
        onComplete: async (password) => {
          await traced.run(password);
          resolve();
        },
      });
    });

  const total = fee.data ? request.amount.plus(money(fee.data.fee)) : null;

  return (
    <>
      <section className="card wallet-sign" aria-label={t('wallet.signature.title')}>
        <h2 className="panel-heading">{t('wallet.signature.title')}</h2>
        <SendFateNotice {...traced.notice} />
        {request.memo ? (
          <p className="wallet-memo">
            <span className="wallet-memo-label">{t('wallet.signature.memo')}</span>
            <span className="wallet-memo-text">{request.memo}</span>
          </p>
        ) : null}
        <p className="wallet-sign-amount" data-testid="signature-amount">
          <Amount value={request.amount} unit={request.symbol} />
        </p>
        <AddressText address={request.to} label={t('wallet.signature.to')} copy />
        <FactList
          className="panel-facts"
          facts={[
            { label: t('wallet.signature.from'), value: wallet.name },
            {
              label: t('wallet.signature.fee'),
              value: fee.isError
                ? t('wallet.signature.feeFailed')
                : fee.data
                  ? format.amount(fee.data.fee, request.symbol)
                  : '…',
            },
            { label: t('wallet.signature.total'), value: total ? format.amount(total, request.symbol) : '…' },
          ]}
        />
        {fee.isError ? (
          <Button size="small" color="primary" fill="outline" onClick={() => void fee.refetch()}>
            {t('wallet.common.retry')}
          </Button>
        ) : null}
      </section>
      <div className="panel-actions panel-actions-row">
        <Button block fill="outline" onClick={goBack}>
          {t('wallet.signature.refuse')}
        </Button>
        <SendButton block color="primary" disabled={!fee.data || traced.blocked} onSend={approve}>
          {t('wallet.signature.approve')}
        </SendButton>
      </div>
      {payPassword.sheet}
    </>
  );
}
