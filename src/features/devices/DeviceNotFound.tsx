import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '../../lib/href';
import { StateBlock } from '../../ui/state/StateBlock';

/** A device that is not the user's (unbound, someone else's, unknown) or a link without a usable id. */
export function DeviceNotFound() {
  const { t } = useTranslation();
  return (
    <div className="state-box" data-testid="not-found">
      <StateBlock
        kind="empty"
        title={t('device.details.notFound')}
        description={t('device.details.notFoundText')}
      >
        <Link to={href('/pages/device/index')} className="device-link-button">
          {t('device.details.toList')}
        </Link>
      </StateBlock>
    </div>
  );
}
