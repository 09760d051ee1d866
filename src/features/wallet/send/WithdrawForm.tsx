import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe } from '../../../api/account/account';
import { tokenListQuery, useWalletWithdraw, type WalletAccount } from '../../../api/wallet/wallet';
import { href } from '../../../lib/href';
import { toWire } from '../../../lib/money';
import { DataView } from '../../../ui/state/DataView';
import { StateBlock } from '../../../ui/state/StateBlock';
import { useFormat } from '../../../ui/hooks/useFormat';
import { AddressText } from '../AddressText';
import { SendAmountForm } from './SendAmountForm';
import { balanceOf, WITHDRAW_MIN, WITHDRAW_OPEN_ABOVE, withdrawOpen } from '../walletMath';

/** USDT of the account out to the bound withdrawal address, only while it holds more than 500. */
export function WithdrawForm({ wallet }: { wallet: WalletAccount }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const me = useMe((user) => user.withdrawAddress ?? '');
  const tokens = useQuery(tokenListQuery(wallet.id));
  const withdraw = useWalletWithdraw();

  return (
    <DataView query={me} isEmpty={() => false}>
      {(address) =>
        address === '' ? (
          <div className="state-box">
            <StateBlock kind="empty" title={t('wallet.withdraw.bindFirst')}>
              <Button color="primary" size="small" onClick={() => navigate(href('/pages/my/bind'))}>
                {t('wallet.withdraw.bind')}
              </Button>
            </StateBlock>
          </div>
        ) : (
          <DataView query={tokens}>
            {(list) => {
              const usdt = balanceOf(list, 'USDT');
              if (!withdrawOpen(usdt))
                return (
                  <div className="state-box" data-testid="withdraw-closed">
                    <StateBlock
                      kind="empty"
                      title={t('wallet.withdraw.closed', {
                        min: format.usdt(WITHDRAW_OPEN_ABOVE),
                        now: format.usdt(usdt),
                      })}
                    />
                  </div>
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
