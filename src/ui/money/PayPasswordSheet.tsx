import { useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { BottomSheet } from '../layout/BottomSheet';
import { useTranslation } from 'react-i18next';
import { PayPasscode, usePasscodeSend } from './PayPasscode';
import './PayPasswordSheet.css';

interface PayPasswordSheetProps {
  visible: boolean;
  title: string;
  description?: string;
  onClose: () => void;
  /** the one call that uses the password; a refusal (already toasted by the client) clears the cells */
  onComplete: (password: string) => Promise<unknown>;
}

/**
 * Asks for the payment password on the number keyboard and hands the six digits to `onComplete` once;
 * closes when it succeeds. Strings: core area `common`, so any page may use it.
 */
export function PayPasswordSheet({ visible, onClose, ...body }: PayPasswordSheetProps) {
  return (
    <BottomSheet visible={visible} onClose={onClose} label={body.title}>
      <PayPasswordSheetBody {...body} onClose={onClose} />
    </BottomSheet>
  );
}

function PayPasswordSheetBody({
  title,
  description,
  onClose,
  onComplete,
}: Omit<PayPasswordSheetProps, 'visible'>) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const { send, sending } = usePasscodeSend(async (password) => {
    try {
      await onComplete(password);
    } catch (error) {
      setValue('');
      throw error;
    }
    onClose();
  });

  return (
    <section className="pay-sheet-body">
      <h2 className="pay-sheet-title">{title}</h2>
      {description ? <p className="pay-sheet-description">{description}</p> : null}
      <PayPasscode
        value={value}
        onChange={setValue}
        onFill={(digits) => void send(digits)}
        disabled={sending}
        autoFocus
      />
      <div className="pay-sheet-status" role="status">
        {sending ? (
          <>
            <DotLoading color="primary" /> {t('common.verifying')}
          </>
        ) : null}
      </div>
    </section>
  );
}
