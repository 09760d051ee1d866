import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnbindDevice, type Device } from '../../../api/devices/device';
import { href } from '../../../lib/href';
import { confirmDialog } from '../../../ui/state/dialogs';
import { SendButton } from '../../../ui/money/SendButton';
import { toast } from '../../../ui/state/toast';
import { NOT_SENT } from '../../../ui/money/useSendGuard';
import './UnbindButton.css';

/** Unbinds the device after a question that says its income history stays; then back to the list. */
export function UnbindButton({ device }: { device: Pick<Device, 'id' | 'name' | 'sn'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unbind = useUnbindDevice();

  const ask = async () => {
    const sure = await confirmDialog({
      title: t('device.unbind.title'),
      content: t('device.unbind.text', { name: device.name, sn: device.sn }),
      confirmText: t('device.unbind.confirm'),
      cancelText: t('device.unbind.cancel'),
    });
    if (!sure) return NOT_SENT;
    await unbind.mutateAsync(device.id);
    toast(t('device.unbind.done', { name: device.name }), 'success');
    navigate(href('/pages/device/index'), { replace: true });
  };

  return (
    <SendButton block fill="outline" color="danger" className="device-unbind" onSend={ask}>
      {t('device.unbind.action')}
    </SendButton>
  );
}
