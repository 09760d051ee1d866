import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CountdownButton } from './CountdownButton';

interface CodeFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  onSend: () => Promise<unknown>;
}

/** The verification code input with its "send code" countdown button. */
export function CodeField({ value, onChange, onSend }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="code-field">
      <Input
        inputMode="numeric"
        maxLength={8}
        aria-label={t('login.code')}
        placeholder={t('login.codePlaceholder')}
        value={value}
        onChange={(v) => onChange?.(v.replace(/\D/g, ''))}
      />
      <CountdownButton onSend={onSend} />
    </div>
  );
}
