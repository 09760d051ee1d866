import { useTranslation } from 'react-i18next';
import { useHubState } from '../../socket/useHubState';
import './LiveNotice.css';

/** While the live socket is down: prices on screen may be stale, and the app is reconnecting. */
export function LiveNotice() {
  const { t } = useTranslation();
  const down = useHubState() === 'down';
  return down ? (
    <p className="auction-live-notice" role="status">
      {t('auction.live.reconnecting')}
    </p>
  ) : null;
}
