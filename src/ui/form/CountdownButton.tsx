import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSendGuard } from '../money/useSendGuard';

interface CountdownButtonProps {
  /** sends the code; resolves when the server accepted it */
  onSend: () => Promise<unknown>;
  seconds?: number;
  disabled?: boolean;
}

/** "Send code", then a countdown in seconds before it may be sent again. */
export function CountdownButton({ onSend, seconds = 60, disabled }: CountdownButtonProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const { run, sending } = useSendGuard(async () => {
    await onSend();
    setLeft(seconds);
  });

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  return (
    <Button
      size="small"
      color="primary"
      fill="none"
      disabled={disabled || sending || left > 0}
      loading={sending}
      onClick={() => void run()}
    >
      {left > 0 ? t('login.resendIn', { count: left }) : t('login.sendCode')}
    </Button>
  );
}
