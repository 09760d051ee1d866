import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd-mobile';
import { useSendGuard } from './useSendGuard';

interface SendButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  onSend: () => Promise<unknown> | unknown;
  children: ReactNode;
}

/** A button that sends: guarded against double taps, disabled while its request is in flight. */
export function SendButton({ onSend, children, disabled, ...rest }: SendButtonProps) {
  const { run, sending } = useSendGuard(onSend);
  return (
    <Button {...rest} loading={sending} disabled={disabled || sending} onClick={() => void run()}>
      {children}
    </Button>
  );
}
