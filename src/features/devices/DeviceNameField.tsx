import { useId } from 'react';
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DEVICE_NAME_MAX } from '../../api/devices/rules/deviceSn';
import './device.css';
import './DeviceNameField.css';

interface DeviceNameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** what is wrong with it, shown under it */
  error?: string;
  /** under the field when nothing is wrong */
  hint: string;
  autoFocus?: boolean;
}

/** A device's name (1–20 characters): the field, how many of the 20 are used, and what is wrong with it. */
export function DeviceNameField({ label, value, onChange, error, hint, autoFocus }: DeviceNameFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const used = [...value.trim()].length;
  return (
    <>
      <label className="device-field-label" htmlFor={id}>
        {label}
      </label>
      <Input
        id={id}
        className="device-input"
        value={value}
        onChange={onChange}
        placeholder={t('device.name.placeholder')}
        autoComplete="off"
        autoFocus={autoFocus}
      />
      <p className={`device-hint device-name-hint ${error ? 'device-error' : ''}`}>
        <span role={error ? 'alert' : undefined}>{error || hint}</span>
        <span className={used > DEVICE_NAME_MAX ? 'device-name-count is-over' : 'device-name-count'}>
          {t('device.name.count', { n: used, max: DEVICE_NAME_MAX })}
        </span>
      </p>
    </>
  );
}
