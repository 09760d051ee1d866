import { useState } from 'react';
import { Button, Result } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isWalletAddress } from '../../../api/wallet/rules/walletAddress';
import {
  tokenListQuery,
  useWalletTransfer,
  type TokenSymbol,
  type WalletAccount,
} from '../../../api/wallet/wallet';
import { href } from '../../../lib/href';
import { toWire } from '../../../lib/money';
import { parseId } from '../../../lib/validate';
import { DataView } from '../../../ui/state/DataView';
import { RecipientLine, type RecipientTarget } from './RecipientLine';
import { SendAmountForm } from './SendAmountForm';
import { TokenChooser } from './TokenChooser';
import { WalletShell } from '../WalletShell';
import { balanceOf, TOKENS } from '../walletMath';

const symbolOf = (text: string | null): TokenSymbol => TOKENS.find((symbol) => symbol === text) ?? 'USDT';

/** A transfer's second step: which token, how much (the fee on top), the confirmation, one send. */
export default function WalletSend() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const to = params.get('to') ?? '';
  const uid = parseId(params.get('uid'));
  const target: RecipientTarget | null = isWalletAddress(to) ? { address: to } : uid ? { uid } : null;
  return (
    <WalletShell>
      {(wallet) =>
        target ? (
          <TransferAmount wallet={wallet} target={target} initial={symbolOf(params.get('symbol'))} />
        ) : (
          <Result
            status="warning"
            title={t('wallet.transfer.noRecipient')}
            description={
              <Button
                size="small"
                onClick={() => navigate(href('/pages/wallet/transfer'), { replace: true })}
              >
                {t('wallet.transfer.chooseRecipient')}
              </Button>
            }
          />
        )
      }
    </WalletShell>
  );
}

function TransferAmount(props: { wallet: WalletAccount; target: RecipientTarget; initial: TokenSymbol }) {
  const { wallet, target } = props;
  const { t } = useTranslation();
  const [symbol, setSymbol] = useState(props.initial);
  const tokens = useQuery(tokenListQuery(wallet.id));
  const transfer = useWalletTransfer();
  const recipient = <RecipientLine target={target} />;
  return (
    <>
      <section className="card" aria-label={t('wallet.transfer.recipientTitle')}>
        <h2 className="money-heading">{t('wallet.confirm.to')}</h2>
        {recipient}
      </section>
      <DataView query={tokens}>
        {(list) => (
          <>
            <section className="card" aria-label={t('wallet.transfer.token')}>
              <h2 className="money-heading">{t('wallet.transfer.token')}</h2>
              <TokenChooser
                label={t('wallet.transfer.token')}
                tokens={list}
                value={symbol}
                onChange={setSymbol}
              />
            </section>
            <SendAmountForm
              key={symbol}
              kind="transfer"
              wallet={wallet}
              symbol={symbol}
              balance={balanceOf(list, symbol)}
              recipient={recipient}
              counterparty={'address' in target ? target.address : undefined}
              send={({ amount, password, requestId }) =>
                transfer.mutateAsync({
                  wallet_id: wallet.id,
                  symbol,
                  amount: toWire(amount),
                  pay_password: password,
                  request_id: requestId,
                  ...('address' in target ? { to_address: target.address } : { to_uid: target.uid }),
                })
              }
            />
          </>
        )}
      </DataView>
    </>
  );
}
