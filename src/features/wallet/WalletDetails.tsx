import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { walletDetailQuery, type TokenSymbol, type WalletDetail } from '../../api/wallet/wallet';
import { DataView } from '../../ui/state/DataView';
import { parseId } from '../../lib/validate';
import { AddressText } from './AddressText';
import { TokenRow } from './TokenRow';
import { WalletShell } from './WalletShell';
import { WalletLogList } from './WalletLogList';
import { TOKENS } from './walletText';
import '../../ui/layout/panel.css';
import { Amount } from '../../ui/money/Amount';
import './WalletDetails.css';

type Filter = 'all' | TokenSymbol;

/**
 * One account (`id`, else the one the wallet pages work on): its name, its address in full, its balances and
 * its movements (all, or one token's). A user with no account yet is asked to create one, as on every wallet
 * page.
 */
export default function WalletDetails() {
  const [params] = useSearchParams();
  const asked = parseId(params.get('id'));
  return (
    <WalletShell className="wallet-page">{(wallet) => <AccountDetail id={asked ?? wallet.id} />}</WalletShell>
  );
}

function AccountDetail({ id }: { id: number }) {
  const detail = useQuery(walletDetailQuery(id));
  return <DataView query={detail}>{(account) => <AccountView account={account} />}</DataView>;
}

function AccountView({ account }: { account: WalletDetail }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const filters: Filter[] = ['all', ...TOKENS];
  return (
    <>
      <section className="card panel-hero" aria-label={account.name}>
        <h2 className="wallet-hero-name">
          {account.name}
          {account.is_main ? <span className="panel-tag">{t('wallet.common.main')}</span> : null}
        </h2>
        <p className="panel-hero-label">{t('wallet.home.totalAssets')}</p>
        <p className="panel-hero-value">
          <Amount value={account.total_usdt} unit="USDT" />
        </p>
      </section>
      <section className="card" aria-label={t('wallet.common.address')}>
        <AddressText address={account.address} label={t('wallet.common.address')} copy />
      </section>
      <section className="card wallet-tokens" aria-label={t('wallet.details.balances')}>
        <h2 className="panel-heading">{t('wallet.details.balances')}</h2>
        {account.tokens.map((token) => (
          <TokenRow key={token.symbol} token={token} />
        ))}
      </section>
      <section className="card" aria-label={t('wallet.details.history')}>
        <h2 className="panel-heading">{t('wallet.details.history')}</h2>
        <div className="wallet-chips" role="radiogroup" aria-label={t('wallet.details.filter')}>
          {filters.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={filter === value}
              className={`wallet-chip ${filter === value ? 'is-on' : ''}`}
              onClick={() => setFilter(value)}
            >
              {value === 'all' ? t('wallet.details.all') : value}
            </button>
          ))}
        </div>
        <WalletLogList walletId={account.id} symbol={filter === 'all' ? undefined : filter} />
      </section>
    </>
  );
}
