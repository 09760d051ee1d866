import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { addressChunks } from '../../api/wallet/rules/walletAddress';
import { toast } from '../../ui/state/toast';
import { copyText } from '../../lib/clipboard';
import './AddressText.css';

interface AddressTextProps {
  address: string;
  /** a caption above the address: the address then stands as a block of its own */
  label?: string;
  /** a copy button under the address (not where the address sits inside a button of its own) */
  copy?: boolean;
  /** the place's own class on the block (with a label or a copy button) */
  className?: string;
}

/** Copies an address and says in a toast whether it worked. */
export function useCopyAddress(address: string) {
  const { t } = useTranslation();
  return () =>
    void copyText(address).then((done) =>
      toast(done ? t('wallet.common.copied') : t('wallet.common.copyFailed'), done ? 'success' : 'fail'),
    );
}

/**
 * A wallet address in full, in groups of four so it can be read against another copy (decision 0037). The
 * groups are one run of text, so assistive technology and a copy by hand get the address whole. Alone it
 * stands inline (a recipient in a list or a confirmation); with a label or a copy button it is a block.
 */
export function AddressText({ address, label, copy = false, className }: AddressTextProps) {
  const { t } = useTranslation();
  const copyAddress = useCopyAddress(address);
  const chunks = (
    <span className="wallet-address-chunks" data-testid="address-chunks">
      {addressChunks(address).map((chunk, index) => (
        <span key={index} className="wallet-address-chunk">
          {chunk}
        </span>
      ))}
    </span>
  );
  if (!label && !copy) return chunks;
  return (
    <div className={className ? `wallet-address ${className}` : 'wallet-address'}>
      {label ? <p className="wallet-address-label">{label}</p> : null}
      <p className="wallet-address-line">{chunks}</p>
      {copy ? (
        <Button size="mini" color="primary" fill="outline" onClick={copyAddress}>
          {t('wallet.common.copyAddress')}
        </Button>
      ) : null}
    </div>
  );
}
