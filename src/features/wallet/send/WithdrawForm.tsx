import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/account/account';
import { tokenListQuery, useWalletWithdraw, type WalletAccount } from '../../../api/wallet/wallet';
import { href } from '../../../lib/href';
import { toWire } from '../../../lib/money';
import { DataView } from '../../../ui/state/DataView';
import { StateBox } from '../../../ui/state/StateBox';
import { useFormat } from '../../../ui/hooks/useFormat';
import { AddressText } from '../AddressText';
import { SendAmountForm } from './SendAmountForm';
import { balanceOf, WITHDRAW_MIN, WITHDRAW_OPEN_ABOVE, withdrawOpen } from '../walletMath';

/** USDT of the account out to the bound withdrawal address, only while it holds more than 500. */
export function WithdrawForm({ wallet }: { wallet: WalletAccount }) {
  const { t } = useTranslation();
  const format = useFormat();
  const me = useMe((user) => user.withdrawAddress ?? '');
  const tokens = useQuery(tokenListQuery(wallet.id));
  const withdraw = useWalletWithdraw();

  return (
    <DataView query={me} isEmpty={() => false}>
      {(address) =>
        address === '' ? (
          <StateBox
            title={t('wallet.withdraw.bindFirst')}
            action={{ label: t('wallet.withdraw.bind'), to: href('/pages/my/bind'), primary: true }}
          />
        ) : (
          <DataView query={tokens}>
            {(list) => {
              const usdt = balanceOf(list, 'USDT');
              // The form decides when it shows the closed state: not after a withdrawal that took the
              // balance to 500 or less, whose result stays on screen.
              const closed = withdrawOpen(usdt) ? undefined : (
                <StateBox
                  testId="withdraw-closed"
                  title={t('wallet.withdraw.closed', {
                    min: format.usdt(WITHDRAW_OPEN_ABOVE),
                    now: format.usdt(usdt),
                  })}
                />
              );
              return (
                <SendAmountForm
                  kind="withdraw"
                  wallet={wallet}
                  symbol="USDT"
                  balance={usdt}
                  min={WITHDRAW_MIN}
                  recipient={<AddressText address={address} />}
                  counterparty={address}
                  closed={closed}
                  send={({ amount, password, requestId }) =>
                    withdraw.mutateAsync({
                      wallet_id: wallet.id,
                      symbol: 'USDT',
                      amount: toWire(amount),
                      pay_password: password,
                      request_id: requestId,
                    })
                  }
                />
              );
            }}
          </DataView>
        )
      }
    </DataView>
  );
}
