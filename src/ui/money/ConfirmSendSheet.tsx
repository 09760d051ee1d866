import type { ReactNode } from 'react';
import { BottomSheet } from '../layout/BottomSheet';
import { FactList, type Fact } from '../display/FactList';
import { SendButton } from './SendButton';
import './money.css';

interface ConfirmSendSheetProps {
  visible: boolean;
  onClose: () => void;
  title: string;
  /** everything that moves: amount, fee, total, who or where it goes to */
  facts: Fact[];
  /** a line under the facts: what the send does that the figures do not say */
  note?: ReactNode;
  confirmText: string;
  onConfirm: () => void;
}

/** The last look before money moves (a transfer, a withdrawal, an exchange, a stake), then the password. */
export function ConfirmSendSheet(props: ConfirmSendSheetProps) {
  const { visible, onClose, title, facts, note, confirmText, onConfirm } = props;
  return (
    <BottomSheet visible={visible} onClose={onClose} label={title} className="confirm-sheet">
      <h2>{title}</h2>
      <FactList facts={facts} className="money-facts" />
      {note ? <p className="confirm-sheet-note">{note}</p> : null}
      <SendButton block color="primary" size="large" onSend={onConfirm}>
        {confirmText}
      </SendButton>
    </BottomSheet>
  );
}
