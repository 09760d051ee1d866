import { useTranslation } from 'react-i18next';
import type { TokenBalance } from '../../api/wallet/wallet';
import { useFormat } from '../../ui/hooks/useFormat';
import { Amount } from '../../ui/money/Amount';
import './TokenRow.css';

/** A token of an account: symbol, balance, price and value in USDT; a tap opens it when `onOpen` is given. */
export function TokenRow({ token, onOpen }: { token: TokenBalance; onOpen?: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const body = (
    <>
      <span className="wallet-token-symbol" aria-hidden="true">
        {token.symbol.slice(0, 1)}
      </span>
      <span className="wallet-token-main">
        <span className="wallet-token-name">{token.symbol}</span>
        <span className="wallet-token-price">
          {t('wallet.token.price', { price: format.rate(token.price_usdt) })}
        </span>
      </span>
      <span className="wallet-token-figures">
        <span className="wallet-token-balance">{format.figure(token.balance, token.symbol)}</span>
        <span className="wallet-token-value">
          ≈ <Amount value={token.value_usdt} unit="USDT" />
        </span>
      </span>
    </>
  );
  return onOpen ? (
    <button type="button" className="wallet-token list-row-button" onClick={onOpen}>
      {body}
    </button>
  ) : (
    <div className="wallet-token list-row-button">{body}</div>
  );
}
