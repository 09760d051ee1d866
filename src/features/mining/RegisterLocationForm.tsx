import { Button, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitMiningLocationMutation } from '../../api/mining/mining';
import { SendButton } from '../../ui/money/SendButton';
import { toast } from '../../ui/state/toast';
import { NOT_SENT } from '../../ui/money/useSendGuard';
import { GeoMessage } from './GeoMessage';
import { usePosition } from './usePosition';
import '../../ui/layout/panel.css';

const ADDRESS_MAX = 100;

/** Registers (or moves) the node: the device's position, asked of the browser, and an address in words. */
export function RegisterLocationForm({ moving, onDone }: { moving: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { position, failure, locate } = usePosition();
  const [address, setAddress] = useState('');
  const [error, setError] = useState('');
  const [locating, setLocating] = useState(false);
  const submit = useSubmitMiningLocationMutation();

  const find = async () => {
    setLocating(true);
    await locate();
    setLocating(false);
  };
  const send = async () => {
    const text = address.trim();
    if (!position) return NOT_SENT;
    if (!text) {
      setError(t('mining.location.addressRequired'));
      return NOT_SENT;
    }
    setError('');
    await submit.mutateAsync({ ...position, address: text });
    toast(t('mining.location.submitted'), 'success');
    onDone();
  };

  return (
    <div className="mining-register" data-testid="mining-register">
      <p className="panel-note">{moving ? t('mining.location.moveText') : t('mining.location.none')}</p>
      <Button size="small" color="primary" fill="outline" loading={locating} onClick={() => void find()}>
        {t('mining.location.locate')}
      </Button>
      {position ? (
        <p className="mining-line-sub" data-testid="mining-position">
          {t('mining.location.coords', { lat: position.lat.toFixed(4), lng: position.lng.toFixed(4) })}
        </p>
      ) : null}
      <GeoMessage failure={failure} />
      <label className="panel-label" htmlFor={id}>
        {t('mining.location.address')}
      </label>
      <Input
        id={id}
        className="panel-input"
        value={address}
        onChange={(value) => {
          setAddress(value);
          setError('');
        }}
        maxLength={ADDRESS_MAX}
        placeholder={t('mining.location.addressPlaceholder')}
      />
      {error ? (
        <p className="panel-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="panel-actions-row mining-register-actions">
        {moving ? (
          <Button fill="outline" onClick={onDone}>
            {t('mining.common.cancel')}
          </Button>
        ) : null}
        <SendButton color="primary" disabled={!position} onSend={send}>
          {t('mining.location.submit')}
        </SendButton>
      </div>
    </div>
  );
}
