import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenameDevice, type Device } from '../../../api/devices/device';
import { isDeviceName } from '../../../api/devices/rules/deviceSn';
import { isApiError } from '../../../lib/errors';
import { BottomSheet } from '../../../ui/layout/BottomSheet';
import { SendButton } from '../../../ui/money/SendButton';
import { toast } from '../../../ui/state/toast';
import { NOT_SENT } from '../../../ui/money/useSendGuard';
import { DeviceNameField } from '../DeviceNameField';
import '../device.css';

interface RenameSheetProps {
  device: Pick<Device, 'id' | 'name'>;
  visible: boolean;
  onClose: () => void;
}

/** Renames a device under the name rule (1–20 characters); the rule is checked before sending. */
export function RenameSheet({ device, visible, onClose }: RenameSheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet visible={visible} onClose={onClose} label={t('device.rename.title')}>
      <RenameForm device={device} onDone={onClose} />
    </BottomSheet>
  );
}

function RenameForm({ device, onDone }: { device: RenameSheetProps['device']; onDone: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(device.name);
  const [error, setError] = useState('');
  const rename = useRenameDevice();

  const save = async () => {
    if (!isDeviceName(name)) {
      setError(t('device.name.rule'));
      return NOT_SENT;
    }
    if (name.trim() === device.name) {
      onDone();
      return NOT_SENT;
    }
    try {
      await rename.mutateAsync({ id: device.id, name: name.trim() });
      toast(t('device.rename.done'), 'success');
      onDone();
    } catch (failure) {
      setError(isApiError(failure) && failure.msg ? failure.msg : t('device.rename.failed'));
    }
  };

  return (
    <div className="sheet-body">
      <h2 className="sheet-title">{t('device.rename.title')}</h2>
      <DeviceNameField
        label={t('device.rename.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          setError('');
        }}
        error={error}
        hint={t('device.name.hint')}
        autoFocus
      />
      <SendButton block color="primary" className="device-submit" onSend={save}>
        {t('device.rename.save')}
      </SendButton>
    </div>
  );
}
