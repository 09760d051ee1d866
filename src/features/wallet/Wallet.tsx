import { useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import {
  AppstoreOutline,
  BankcardOutline,
  DownOutline,
  ExclamationTriangleOutline,
  HistogramOutline,
  LockOutline,
  LoopOutline,
  ReceivePaymentOutline,
  SendOutline,
  SetOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { tokenListQuery, walletDetailQuery, type WalletAccount } from '../../api/wallet/wallet';
import { href } from '../../lib/href';
import type { TileTone } from '../../ui/display/iconTile';
import { useWalletStore } from '../../stores/wallet';
import { DataView } from '../../ui/state/DataView';
import { useFormat } from '../../ui/hooks/useFormat';
import { AccountSwitcher } from './AccountSwitcher';
import { useCopyAddress } from './AddressText';
import { TokenRow } from './TokenRow';
import { useCurrentWallet } from './useCurrentWallet';
import { WalletDocumentLinks } from '../issuance';
import { WalletShell } from './WalletShell';
import { shortAddress } from './walletText';
import '../../ui/layout/panel.css';
import './Wallet.css';

/** The wallet home: the account on show (switchable), its total, its tokens and the doors to what it does. */
export default function Wallet() {
  return <WalletShell className="wallet-page">{(wallet) => <WalletHome wallet={wallet} />}</WalletShell>;
}

interface Entry {
  key:
    'receive' | 'transfer' | 'exchange' | 'topUp' | 'withdraw' | 'staking' | 'mining' | 'devices' | 'charts';
  path: string;
  icon: ReactNode;
  tone: TileTone;
}

const ENTRIES: readonly Entry[] = [
  { key: 'receive', tone: 'success', path: href('/pages/wallet/receive'), icon: <ReceivePaymentOutline /> },
  { key: 'transfer', tone: 'info', path: href('/pages/wallet/transfer'), icon: <SendOutline /> },
  { key: 'exchange', tone: 'brand', path: href('/pages/wallet/exchange'), icon: <LoopOutline /> },
  { key: 'topUp', tone: 'gold', path: href('/pages/wallet/paddle'), icon: <BankcardOutline /> },
  {
    key: 'withdraw',
    tone: 'danger',
    path: href('/pages/wallet/transfer', { mode: 'withdraw' }),
    icon: <UploadOutline />,
  },
  { key: 'staking', tone: 'info', path: href('/pages/wallet/pledge'), icon: <LockOutline /> },
  { key: 'mining', tone: 'brand', path: href('/pages/wallet/mining'), icon: <AppstoreOutline /> },
  { key: 'devices', tone: 'success', path: href('/pages/device/index'), icon: <SetOutline /> },
  { key: 'charts', tone: 'gold', path: href('/pages/wallet/chart'), icon: <HistogramOutline /> },
];

function WalletHome({ wallet }: { wallet: WalletAccount }) {
  const { t } = useTranslation();
  const { wallets, select } = useCurrentWallet();
  const navigate = useNavigate();
  const format = useFormat();
  const [switching, setSwitching] = useState(false);
  const detail = useQuery(walletDetailQuery(wallet.id));
  const tokens = useQuery(tokenListQuery(wallet.id));
  const main = wallets.find((account) => account.is_main);
  const backupPending = useWalletStore((state) =>
    main ? state.pendingBackups[main.id] !== undefined : false,
  );

  const copy = useCopyAddress(wallet.address);

  return (
    <>
      {backupPending && main ? (
        <button
          type="button"
          className="wallet-banner"
          onClick={() => navigate(href('/pages/wallet/create', { backup: main.id }))}
        >
          <ExclamationTriangleOutline className="wallet-banner-icon" />
          <span className="wallet-banner-text">
            <strong>{t('wallet.home.backupTitle')}</strong>
            <span>{t('wallet.home.backupText')}</span>
          </span>
        </button>
      ) : null}
      <section className="card panel-hero" aria-label={t('wallet.home.account')}>
        <div className="wallet-hero-top">
          <button
            type="button"
            className="wallet-switch"
            aria-label={t('wallet.home.switchAccount', { name: wallet.name })}
            onClick={() => setSwitching(true)}
          >
            <span className="wallet-switch-name">{wallet.name}</span>
            <DownOutline />
          </button>
          <button type="button" className="wallet-hero-address" onClick={copy}>
            {shortAddress(wallet.address)}
            <span className="visually-hidden"> {t('wallet.common.copyAddress')}</span>
          </button>
        </div>
        <p className="panel-hero-label">{t('wallet.home.totalAssets')}</p>
        <p className="panel-hero-value" data-testid="wallet-total">
          {detail.isPending
            ? '…'
            : detail.data
              ? format.usdt(detail.data.total_usdt)
              : t('wallet.common.unavailable')}
        </p>
        {detail.isError && !detail.data ? (
          <Button
            size="mini"
            className="wallet-hero-details button-on-brand"
            onClick={() => void detail.refetch()}
          >
            {t('wallet.common.retry')}
          </Button>
        ) : null}
        <Button
          size="mini"
          className="wallet-hero-details button-on-brand"
          onClick={() => navigate(href('/pages/wallet/details', { id: wallet.id }))}
        >
          {t('wallet.home.details')}
        </Button>
      </section>
      <nav className="wallet-entries" aria-label={t('wallet.home.entries')}>
        {ENTRIES.map((entry) => (
          <button key={entry.key} type="button" className="icon-door" onClick={() => navigate(entry.path)}>
            <span className={`icon-tile tone-${entry.tone} wallet-entry-icon`}>{entry.icon}</span>
            <span className="wallet-entry-label">{t(`wallet.home.entry.${entry.key}`)}</span>
          </button>
        ))}
      </nav>
      <section className="card wallet-tokens" aria-label={t('wallet.home.tokens')}>
        <h2 className="panel-heading">{t('wallet.home.tokens')}</h2>
        <DataView query={tokens} isEmpty={(list) => list.length === 0}>
          {(list) =>
            list.map((token) => (
              <TokenRow
                key={token.symbol}
                token={token}
                onOpen={() => navigate(href('/pages/wallet/tokenDetails', { symbol: token.symbol }))}
              />
            ))
          }
        </DataView>
      </section>
      <Button
        block
        fill="outline"
        color="primary"
        className="wallet-add"
        onClick={() => navigate(href('/pages/wallet/create'))}
      >
        {t('wallet.home.addAccount')}
      </Button>
      <WalletDocumentLinks />
      <AccountSwitcher
        visible={switching}
        onClose={() => setSwitching(false)}
        wallets={wallets}
        currentId={wallet.id}
        onChoose={select}
        onAdd={() => navigate(href('/pages/wallet/create'))}
      />
    </>
  );
}
