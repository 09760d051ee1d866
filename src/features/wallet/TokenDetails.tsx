import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { tokenListQuery, type TokenSymbol, type WalletAccount } from '../../api/wallet/wallet';
import { href } from '../../lib/href';
import { DataView, Empty } from '../../ui/state/DataView';
import { FactList } from '../../ui/display/FactList';
import { useFormat } from '../../ui/hooks/useFormat';
import { WalletShell } from './WalletShell';
import { WalletLogList } from './WalletLogList';
import { isTokenSymbol } from './walletText';
import '../../ui/layout/panel.css';
import { Amount } from '../../ui/money/Amount';

/** One token of the current account: balance, price, value, its movements and the ways to send or receive it. */
export default function TokenDetails() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const symbol = params.get('symbol');
  // A link without a known token still needs the user's wallet first (a guest is asked to sign in).
  return (
    <WalletShell className="wallet-page" title={isTokenSymbol(symbol) ? symbol : undefined}>
      {(wallet) =>
        isTokenSymbol(symbol) ? (
          <TokenView wallet={wallet} symbol={symbol} />
        ) : (
          <Empty text={t('wallet.token.unknown')} />
        )
      }
    </WalletShell>
  );
}

function TokenView({ wallet, symbol }: { wallet: WalletAccount; symbol: TokenSymbol }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const tokens = useQuery(tokenListQuery(wallet.id));
  return (
    <>
      <DataView query={tokens} isEmpty={(list) => !list.some((token) => token.symbol === symbol)}>
        {(list) => {
          const token = list.find((row) => row.symbol === symbol);
          if (!token) return null;
          return (
            <section className="card panel-hero" aria-label={symbol}>
              <p className="panel-hero-label">{t('wallet.token.balance')}</p>
              <p className="panel-hero-value" data-testid="token-balance">
                <Amount value={token.balance} unit={symbol} />
              </p>
              <FactList
                className="panel-facts"
                facts={[
                  {
                    label: t('wallet.token.priceLabel'),
                    value: `${format.rate(token.price_usdt)}\u00a0USDT`,
                  },
                  { label: t('wallet.token.value'), value: format.usdt(token.value_usdt) },
                ]}
              />
            </section>
          );
        }}
      </DataView>
      <div className="panel-actions panel-actions-row">
        <Button block color="primary" onClick={() => navigate(href('/pages/wallet/transfer', { symbol }))}>
          {t('wallet.token.send')}
        </Button>
        <Button
          block
          color="primary"
          fill="outline"
          onClick={() => navigate(href('/pages/wallet/receive', { symbol }))}
        >
          {t('wallet.token.receive')}
        </Button>
      </div>
      <section className="card" aria-label={t('wallet.details.history')}>
        <h2 className="panel-heading">{t('wallet.details.history')}</h2>
        <WalletLogList walletId={wallet.id} symbol={symbol} />
      </section>
    </>
  );
}
