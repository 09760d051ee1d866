import { Button } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { WalletAccount } from '../../api/wallet/wallet';
import { BottomSheet } from '../../ui/layout/BottomSheet';
import { shortAddress } from './walletText';
import '../../ui/layout/panel.css';
import './AccountSwitcher.css';

interface AccountSwitcherProps {
  visible: boolean;
  onClose: () => void;
  wallets: WalletAccount[];
  currentId: number;
  onChoose: (id: number) => void;
  onAdd: () => void;
}

/** The user's accounts in a sheet: choosing one makes it the one the wallet pages show on this device. */
export function AccountSwitcher({
  visible,
  onClose,
  wallets,
  currentId,
  onChoose,
  onAdd,
}: AccountSwitcherProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      label={t('wallet.home.accounts')}
      className="wallet-sheet"
    >
      <h2 className="wallet-sheet-title">{t('wallet.home.accounts')}</h2>
      <ul className="wallet-accounts">
        {wallets.map((account) => (
          <li key={account.id}>
            <button
              type="button"
              className="wallet-account list-row-button"
              aria-current={account.id === currentId ? 'true' : undefined}
              onClick={() => {
                onChoose(account.id);
                onClose();
              }}
            >
              <span className="wallet-account-main">
                <span className="wallet-account-name">{account.name}</span>
                {account.is_main ? <span className="panel-tag">{t('wallet.common.main')}</span> : null}
              </span>
              <span className="wallet-account-address">{shortAddress(account.address)}</span>
              {account.id === currentId ? <CheckOutline className="wallet-account-check" /> : null}
            </button>
          </li>
        ))}
      </ul>
      <Button block color="primary" fill="outline" onClick={onAdd}>
        {t('wallet.home.addAccount')}
      </Button>
    </BottomSheet>
  );
}
