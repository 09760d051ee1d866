import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useReportMiningLocationMutation,
  type LocationCheck,
  type NearbyGroup,
} from '../../api/mining/mining';
import { isApiError } from '../../lib/errors';
import { numberFormat } from '../../lib/intl';
import { failureToast } from '../../ui/state/toast';
import { useFormat } from '../../ui/hooks/useFormat';
import { useSendGuard } from '../../ui/money/useSendGuard';
import { GeoMessage } from './GeoMessage';
import { usePosition } from './usePosition';
import { useJoinGroup } from './useJoinGroup';
import '../../ui/layout/panel.css';

/** "120 m", "3.4 km", in the language's own units. */
function useDistance() {
  const { i18n } = useTranslation();
  return (metres: number) =>
    metres < 1000
      ? numberFormat(i18n.language, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(metres)
      : numberFormat(i18n.language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(
          metres / 1000,
        );
}

/**
 * Where the user is now: the distance from their node (within 500 m pays the day's location bonus) and the
 * groups that share a location nearby, to join.
 */
export function NearbyCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const distance = useDistance();
  const { failure, locate } = usePosition();
  const report = useReportMiningLocationMutation();
  const [check, setCheck] = useState<LocationCheck | null>(null);
  const { run, sending } = useSendGuard(async () => {
    const here = await locate();
    if (!here) return;
    setCheck(await report.mutateAsync(here));
  });

  return (
    <section className="card" aria-label={t('mining.nearby.title')}>
      <h2 className="panel-heading">{t('mining.nearby.title')}</h2>
      <p className="panel-note">{t('mining.nearby.text')}</p>
      <Button block color="primary" loading={sending} disabled={sending} onClick={() => void run()}>
        {t('mining.nearby.action')}
      </Button>
      <GeoMessage failure={failure} />
      {check ? (
        <div className="mining-nearby" data-testid="mining-nearby">
          <p className="mining-location-address">
            {check.distance === null
              ? t('mining.nearby.noNode')
              : t(check.in_range ? 'mining.nearby.inRange' : 'mining.nearby.outOfRange', {
                  distance: distance(check.distance),
                })}
          </p>
          {check.bonus > 0 ? (
            <p className="mining-bonus">{t('mining.nearby.bonus', { amount: format.qc(check.bonus) })}</p>
          ) : null}
          <h3 className="mining-subheading">{t('mining.nearby.groups')}</h3>
          {check.nearby.length === 0 ? (
            <p className="panel-note">{t('mining.nearby.noGroups')}</p>
          ) : (
            check.nearby.map((group) => (
              <NearbyRow key={group.id} group={group} distance={distance(group.distance)} />
            ))
          )}
        </div>
      ) : null}
    </section>
  );
}

function NearbyRow({ group, distance }: { group: NearbyGroup; distance: string }) {
  const { t } = useTranslation();
  const join = useJoinGroup();
  const { run, sending } = useSendGuard(async () => {
    try {
      await join(group.code);
    } catch (error) {
      if (isApiError(error) && error.msg) failureToast(error.msg);
    }
  });
  return (
    <div className="mining-line" data-testid="mining-nearby-group">
      <span className="mining-line-main">
        <span className="mining-line-title" data-may-clip>
          {group.name}
        </span>
        <span className="mining-line-sub">
          {t('mining.nearby.groupLine', { distance, online: group.online_count, code: group.code })}
        </span>
      </span>
      <Button
        size="small"
        color="primary"
        fill="outline"
        loading={sending}
        disabled={sending}
        aria-label={t('mining.nearby.join', { name: group.name })}
        onClick={() => void run()}
      >
        {t('mining.join.action')}
      </Button>
    </div>
  );
}
