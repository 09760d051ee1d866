import { useTranslation } from 'react-i18next';
import { href } from '../../lib/href';
import { StateBox } from '../../ui/state/StateBox';

/** A device that is not the user's (unbound, someone else's, unknown) or a link without a usable id. */
export function DeviceNotFound() {
  const { t } = useTranslation();
  return (
    <StateBox
      testId="not-found"
      title={t('device.details.notFound')}
      text={t('device.details.notFoundText')}
      action={{ label: t('device.details.toList'), to: href('/pages/device/index'), link: true }}
    />
  );
}
