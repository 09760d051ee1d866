import { useCallback, useId, useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { ScanningOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBindDevice } from '../../api/devices/device';
import { isDeviceName, isSerialNumber, normaliseSn } from '../../api/devices/rules/deviceSn';
import { isApiError } from '../../lib/errors';
import { href } from '../../lib/href';
import { SendButton } from '../../ui/money/SendButton';
import { toast } from '../../ui/state/toast';
import { NOT_SENT } from '../../ui/money/useSendGuard';
import { DeviceNameField } from './DeviceNameField';
import { ScanSheet } from './parts/ScanSheet';
import { useCanScan } from './parts/useCanScan';
import './device.css';
import './BindForm.css';

/**
 * Binds a device by its serial number, typed or read off its QR, with an optional name. A malformed SN is
 * refused here; the server's refusals (unknown, bound already) show under the field. Bound, the device's
 * details open.
 */
export function BindForm({ initialSn }: { initialSn: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snId = useId();
  const [typed, setTyped] = useState(initialSn);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [nameError, setNameError] = useState('');
  const [scanning, setScanning] = useState(false);
  const canScan = useCanScan();
  const bind = useBindDevice();
  const sn = normaliseSn(typed);

  const scanned = useCallback((serial: string) => {
    setTyped(serial);
    setError('');
    setScanning(false);
  }, []);

  const send = async () => {
    if (!sn) {
      setError(t('device.bind.snRequired'));
      return NOT_SENT;
    }
    if (!isSerialNumber(sn)) {
      setError(t('device.bind.snMalformed'));
      return NOT_SENT;
    }
    if (name.trim() && !isDeviceName(name)) {
      setNameError(t('device.name.rule'));
      return NOT_SENT;
    }
    setError('');
    try {
      const device = await bind.mutateAsync({ sn, name: name.trim() || undefined });
      toast(t('device.bind.bound', { name: device.name }), 'success');
      navigate(href('/pages/device/details', { id: device.id }), { replace: true });
    } catch (failure) {
      setError(isApiError(failure) && failure.msg ? failure.msg : t('device.bind.failed'));
    }
  };

  return (
    <section className="card" aria-label={t('device.bind.title')}>
      <h2 className="device-heading">{t('device.bind.title')}</h2>
      <p className="device-note">{t('device.bind.where')}</p>
      <label className="device-field-label" htmlFor={snId}>
        {t('device.bind.sn')}
      </label>
      <div className="device-sn-field">
        <Input
          id={snId}
          className="device-input device-sn-input"
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setError('');
          }}
          placeholder={t('device.bind.snPlaceholder')}
          maxLength={32}
          autoComplete="off"
        />
        {canScan ? (
          <Button fill="outline" color="primary" onClick={() => setScanning(true)}>
            <ScanningOutline /> {t('device.bind.scan')}
          </Button>
        ) : null}
      </div>
      <p className="device-hint">
        {isSerialNumber(sn) && sn !== typed ? t('device.bind.normalised', { sn }) : t('device.bind.snHint')}
      </p>
      {error ? (
        <p className="device-error" role="alert">
          {error}
        </p>
      ) : null}
      <DeviceNameField
        label={t('device.bind.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          setNameError('');
        }}
        error={nameError}
        hint={t('device.bind.nameHint')}
      />
      <SendButton block color="primary" className="device-submit" onSend={send}>
        {t('device.bind.action')}
      </SendButton>
      <ScanSheet visible={scanning} onClose={() => setScanning(false)} onSerial={scanned} />
    </section>
  );
}
