import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { walletDetailQuery, type TokenSymbol, type WalletDetail } from '../../api/wallet';
import { DataView, Empty } from '../../ui/DataView';
import { PageShell } from '../../ui/PageShell';
import { useFormat } from '../../ui/useFormat';
import { AddressText } from './components/AddressText';
import { NeedWallet } from './components/NeedWallet';
import { useCurrentWallet } from './components/useCurrentWallet';
import { TokenRow } from './components/TokenRow';
import { WalletLogList } from './components/WalletLogList';
import { TOKENS } from './components/walletText';
import './wallet.css';

type Filter = 'all' | TokenSymbol;

/**
 * One account: its name, its address in full, its balances and its movements (all, or one token's). A user
 * with no account yet is asked to create one, as on every wallet page.
 */
export default function WalletDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { hasNone } = useCurrentWallet();
  const detail = useQuery({ ...walletDetailQuery(id), enabled: valid && !hasNone });
  return (
    <PageShell className="wallet-page">
      {hasNone ? (
        <NeedWallet />
      ) : valid ? (
        <DataView query={detail}>{(account) => <AccountView account={account} />}</DataView>
      ) : (
        <Empty text={t('wallet.details.notFound')} />
      )}
    </PageShell>
  );
}

function AccountView({ account }: { account: WalletDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [filter, setFilter] = useState<Filter>('all');
  const filters: Filter[] = ['all', ...TOKENS];
  return (
    <>
      <section className="card wallet-hero" aria-label={account.name}>
        <h2 className="wallet-hero-name">
          {account.name}
          {account.is_main ? <span className="wallet-tag">{t('wallet.common.main')}</span> : null}
        </h2>
        <p className="wallet-hero-label">{t('wallet.home.totalAssets')}</p>
        <p className="wallet-hero-value">{format.usdt(account.total_usdt)}</p>
      </section>
      <section className="card" aria-label={t('wallet.common.address')}>
        <AddressText address={account.address} label={t('wallet.common.address')} copy />
      </section>
      <section className="card wallet-tokens" aria-label={t('wallet.details.balances')}>
        <h2 className="wallet-heading">{t('wallet.details.balances')}</h2>
        {account.tokens.map((token) => (
          <TokenRow key={token.symbol} token={token} />
        ))}
      </section>
      <section className="card" aria-label={t('wallet.details.history')}>
        <h2 className="wallet-heading">{t('wallet.details.history')}</h2>
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
