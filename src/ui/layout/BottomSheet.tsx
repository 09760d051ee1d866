import { useEffect, useState, type ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { trapFocus } from './focusTrap';
import { LineIcon } from '../display/LineIcon';
import './BottomSheet.css';

interface BottomSheetProps {
  visible: boolean;
  onClose: () => void;
  /** the dialog's name, usually its heading's words */
  label: string;
  /** class of the sheet's body */
  className?: string;
  /** the close (×) button; on by default */
  closeButton?: boolean;
  /** once the sheet has slid away */
  afterClose?: () => void;
  children: ReactNode;
}

/**
 * The app's bottom sheet, a modal dialog: closes on the mask, the ×, Escape and Back; keeps keyboard focus
 * inside while open and gives it back to the opener on close (the UI kit's popup does neither); its content
 * is dropped when closed.
 */
export function BottomSheet(props: BottomSheetProps) {
  const { visible, onClose, label, className, closeButton = true, afterClose, children } = props;
  const { t } = useTranslation();
  // The popup renders its content a moment after it turns visible: the trap is set once the panel is there.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!visible || !panel) return;
    return trapFocus(panel);
  }, [visible, panel]);

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterClose={afterClose}
      destroyOnClose
      bodyClassName={className ? `sheet ${className}` : 'sheet'}
    >
      <div
        ref={setPanel}
        className="sheet-panel"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        {children}
        {closeButton ? (
          <button type="button" className="sheet-close" aria-label={t('common.close')} onClick={onClose}>
            <LineIcon name="close" />
          </button>
        ) : null}
      </div>
    </Popup>
  );
}
