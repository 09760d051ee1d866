import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';

interface BottomSheetProps {
  visible: boolean;
  onClose: () => void;
  /** class of the sheet's body */
  className?: string;
  /** the close (×) button; on by default */
  closeButton?: boolean;
  /** once the sheet has slid away */
  afterClose?: () => void;
  children: ReactNode;
}

/** The app's bottom sheet: closes on the mask, the × and Back; its content is dropped when closed. */
export function BottomSheet(props: BottomSheetProps) {
  const { visible, onClose, className, closeButton = true, afterClose, children } = props;
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterClose={afterClose}
      showCloseButton={closeButton}
      destroyOnClose
      bodyClassName={className}
    >
      {children}
    </Popup>
  );
}
