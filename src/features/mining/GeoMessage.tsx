import { useTranslation } from 'react-i18next';
import type { GeoFailure } from './geolocation';
import '../../ui/layout/panel.css';

/** Why there is no position, and what the user can do about it. */
export function GeoMessage({ failure }: { failure: GeoFailure | null }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <p className="panel-error" role="alert" data-testid="geo-failure">
      {t(`mining.geo.${failure}`)}
    </p>
  );
}
