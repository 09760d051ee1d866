import { useState } from 'react';
import { Button, Selector } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TokenSymbol, WalletAccount } from '../../api/wallet/wallet';
import { money } from '../../lib/money';
import { AmountField } from '../../ui/form/AmountField';
import { toast } from '../../ui/state/toast';
import { useAmountField } from '../../ui/form/useAmountField';
import { useFormat } from '../../ui/hooks/useFormat';
import { AddressText } from './AddressText';
import { copyText } from '../../lib/clipboard';
import { WalletShell } from './WalletShell';
import { isTokenSymbol, receiveLink, TOKENS } from './walletText';
import '../../ui/layout/panel.css';
import './Receive.css';

/** The current account's address as a QR code, optionally a request for an amount of a token. */
export default function Receive() {
  return <WalletShell className="wallet-page">{(wallet) => <ReceiveView wallet={wallet} />}</WalletShell>;
}

function ReceiveView({ wallet }: { wallet: WalletAccount }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [params] = useSearchParams();
  const asked = params.get('symbol');
  const [symbol, setSymbol] = useState<TokenSymbol>(isTokenSymbol(asked) ? asked : 'USDT');
  const amountField = useAmountField({ decimals: 2 });
  const amount =
    amountField.valid && amountField.amount && amountField.amount.gt(0) ? amountField.amount : null;
  const value = amount ? receiveLink(wallet.address, symbol, money(amount).toFixed(2)) : wallet.address;
  const caption = amount
    ? t('wallet.receive.qrAmount', { amount: format.amount(amount, symbol) })
    : t('wallet.receive.qrAddress');

  const share = async () => {
    const text = amount ? value : wallet.address;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('wallet.receive.shareTitle'), text });
        return;
      } catch {
        // Closed without sharing, or not allowed here: copying is the next best thing.
      }
    }
    const done = await copyText(text);
    toast(done ? t('wallet.common.copied') : t('wallet.common.copyFailed'), done ? 'success' : 'fail');
  };

  return (
    <>
      <section className="card wallet-qr" aria-label={t('wallet.receive.qrLabel')}>
        <p className="panel-note">{t('wallet.receive.intro', { name: wallet.name })}</p>
        <div className="wallet-qr-code" data-testid="receive-qr" data-value={value}>
          <QRCodeSVG value={value} size={200} level="M" marginSize={2} title={caption} />
        </div>
        <p className="wallet-qr-caption">{caption}</p>
        <AddressText
          address={wallet.address}
          label={t('wallet.common.address')}
          copy
          className="wallet-qr-address"
        />
      </section>
      <section className="card" aria-label={t('wallet.receive.request')}>
        <h2 className="panel-heading">{t('wallet.receive.request')}</h2>
        <Selector
          className="wallet-selector"
          columns={3}
          options={TOKENS.map((token) => ({ label: token, value: token }))}
          value={[symbol]}
          onChange={(values) => values[0] && setSymbol(values[0])}
        />
        <AmountField
          {...amountField.field}
          label={t('wallet.receive.amount')}
          placeholder={t('wallet.receive.amountPlaceholder')}
          suffix={symbol}
        />
      </section>
      <div className="panel-actions panel-actions-row">
        <Button block color="primary" fill="outline" onClick={() => void share()}>
          {t('wallet.receive.share')}
        </Button>
      </div>
    </>
  );
}
