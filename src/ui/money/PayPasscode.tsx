import { useEffect, useRef, useState } from 'react';
import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './PayPasscode.css';

export const PAY_PASSWORD_LENGTH = 6;

/**
 * Sends a filled passcode, one send at a time (the keys are off meanwhile). Unlike a button's guard it
 * ignores no quick second try: a fill takes six taps, and a refused one must be retyped at once.
 */
export function usePasscodeSend(action: (digits: string) => Promise<unknown>) {
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const send = async (digits: string) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      await action(digits);
    } catch {
      // The client has already told the user (one toast per error).
    } finally {
      busy.current = false;
      setSending(false);
    }
  };
  return { send, sending };
}

interface PayPasscodeProps {
  value: string;
  onChange: (value: string) => void;
  /** once all six digits are in */
  onFill: (value: string) => void;
  /** while a check is in flight: keys do nothing */
  disabled?: boolean;
  error?: boolean;
  /** opens the keypad as soon as it is shown */
  autoFocus?: boolean;
}

/**
 * The six cells of a payment password, typed on the on-screen number keyboard only: the digits never pass
 * through a text box (no system keyboard, no autofill, no suggestions).
 */
export function PayPasscode({ value, onChange, onFill, disabled, error, autoFocus }: PayPasscodeProps) {
  const { t } = useTranslation();
  const ref = useRef<PasscodeInputRef>(null);

  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);

  return (
    <PasscodeInput
      ref={ref}
      className="pay-passcode"
      aria-label={t('common.payPasscode')}
      aria-disabled={disabled}
      length={PAY_PASSWORD_LENGTH}
      seperated
      value={value}
      error={error}
      onChange={(next) => {
        if (!disabled) onChange(next.replace(/\D/g, ''));
      }}
      onFill={onFill}
      keyboard={<NumberKeyboard showCloseButton={false} />}
    />
  );
}
