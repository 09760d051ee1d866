import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { receiverQuery } from '../../../api/account/account';
import { recentTransfersQuery } from '../../../api/wallet/wallet';
import { href } from '../../../lib/href';
import { maskName } from '../../../lib/format';
import { DataView } from '../../../ui/state/DataView';
import { useFormat } from '../../../ui/hooks/useFormat';
import { useReceiverLookup, type ReceiverLookup } from '../../../ui/money/useReceiverLookup';
import { AddressText } from '../AddressText';
import { recipientOf } from '../walletMath';
import { Amount } from '../../../ui/money/Amount';

/** Step one of a transfer: an address (checked before going on) or a UID, or a recent recipient tapped. */
export function TransferRecipient({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const [text, setText] = useState(initial);
  const [tried, setTried] = useState(false);
  const recipient = recipientOf(text);
  const { lookup, flush } = useReceiverLookup(recipient?.kind === 'uid' ? text.trim() : '', receiverQuery);
  const recent = useQuery(recentTransfersQuery());

  const problem = (): string | null => {
    if (!recipient) return t('wallet.transfer.enterRecipient');
    if (recipient.kind === 'invalid') return t('wallet.transfer.invalidAddress');
    if (recipient.kind === 'uid') return lookupProblem(lookup);
    return null;
  };
  const lookupProblem = (state: ReceiverLookup): string | null => {
    if (state.status === 'self') return t('wallet.transfer.notYourself');
    if (state.status === 'notFound') return t('wallet.transfer.userNotFound');
    if (state.status === 'failed') return t('wallet.transfer.lookupFailed');
    if (state.status === 'checking') return t('wallet.transfer.checking');
    return null;
  };

  const next = () => {
    setTried(true);
    if (recipient?.kind === 'uid' && lookup.status === 'checking') flush();
    if (problem() !== null || !recipient) return;
    if (recipient.kind === 'address') navigate(href('/pages/wallet/transferTwo', { to: recipient.address }));
    else if (recipient.kind === 'uid') navigate(href('/pages/wallet/transferTwo', { uid: recipient.uid }));
  };

  const shown = tried || (recipient?.kind === 'uid' && lookup.status !== 'checking') ? problem() : null;
  return (
    <>
      <section className="card" aria-label={t('wallet.transfer.recipientTitle')}>
        <label className="money-label" htmlFor="wallet-recipient">
          {t('wallet.transfer.recipient')}
        </label>
        <Input
          id="wallet-recipient"
          className="money-address-input"
          value={text}
          clearable
          placeholder={t('wallet.transfer.recipientPlaceholder')}
          onChange={(next) => {
            setText(next);
            setTried(false);
          }}
        />
        {lookup.status === 'found' ? (
          <p className="money-note" data-testid="recipient-name">
            {maskName(lookup.user.nickName)}
          </p>
        ) : null}
        {shown ? (
          <p className="wallet-problem" role="alert">
            {shown}
          </p>
        ) : null}
        <div className="money-actions">
          <Button block color="primary" size="large" onClick={next}>
            {t('wallet.transfer.next')}
          </Button>
        </div>
        <Link className="money-nav-link" to={href('/pages/wallet/transfer', { mode: 'withdraw' })}>
          {t('wallet.withdraw.link')}
        </Link>
      </section>
      <section className="card" aria-label={t('wallet.transfer.recent')}>
        <h2 className="money-heading">{t('wallet.transfer.recent')}</h2>
        <DataView
          query={recent}
          isEmpty={(rows) => rows.length === 0}
          emptyText={t('wallet.transfer.noRecent')}
        >
          {(rows) => (
            <ul className="wallet-recent">
              {rows.map((row) => (
                <li key={row.address}>
                  <button
                    type="button"
                    onClick={() =>
                      navigate(href('/pages/wallet/transferTwo', { to: row.address, symbol: row.symbol }))
                    }
                  >
                    <AddressText address={row.address} />
                    <span className="money-row-sub">
                      <Amount value={row.amount} unit={row.symbol} /> · {format.time(row.create_time)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </DataView>
      </section>
    </>
  );
}
