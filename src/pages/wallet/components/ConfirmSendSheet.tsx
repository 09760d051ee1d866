import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../ui/BottomSheet';
import { FactList, type Fact } from '../../../ui/FactList';
import { SendButton } from '../../../ui/SendButton';

interface ConfirmSendSheetProps {
  visible: boolean;
  onClose: () => void;
  title: string;
  /** who receives, when someone does (an address in groups of four, a UID with the masked name) */
  recipient?: ReactNode;
  /** amount, fee, total — or, for an exchange, what goes and what arrives */
  facts: Fact[];
  confirmText: string;
  onConfirm: () => void;
}

/** The last look before a transfer, a withdrawal or an exchange: everything that moves, then the password. */
export function ConfirmSendSheet(props: ConfirmSendSheetProps) {
  const { visible, onClose, title, recipient, facts, confirmText, onConfirm } = props;
  const { t } = useTranslation();
  const rows = recipient ? [{ label: t('wallet.confirm.to'), value: recipient }, ...facts] : facts;
  return (
    <BottomSheet visible={visible} onClose={onClose} label={title} className="wallet-confirm">
      <h2>{title}</h2>
      <FactList facts={rows} className="money-facts" />
      <SendButton block color="primary" size="large" onSend={onConfirm}>
        {confirmText}
      </SendButton>
    </BottomSheet>
  );
}
