import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { addressChunks } from '../../../api/rules/walletAddress';
import { toast } from '../../../ui/toast';
import { copyText } from './clipboard';

/**
 * An address in full, in groups of four so it can be read against another copy (decision 0037), with a copy
 * button. The groups are one text for assistive technology and for copying by hand.
 */
export function AddressBlock({ address, label }: { address: string; label?: string }) {
  const { t } = useTranslation();
  const copy = () =>
    void copyText(address).then((done) =>
      toast(done ? t('wallet.common.copied') : t('wallet.common.copyFailed'), done ? 'success' : 'fail'),
    );
  return (
    <div className="wallet-address">
      {label ? <p className="wallet-address-label">{label}</p> : null}
      <p className="wallet-address-chunks" data-testid="address-chunks" aria-label={address}>
        {addressChunks(address).map((chunk, index) => (
          <span key={index} className="wallet-address-chunk">
            {chunk}
          </span>
        ))}
      </p>
      <Button size="mini" color="primary" fill="outline" onClick={copy}>
        {t('wallet.common.copyAddress')}
      </Button>
    </div>
  );
}
