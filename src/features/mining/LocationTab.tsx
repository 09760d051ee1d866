import { useQuery } from '@tanstack/react-query';
import { Button, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  miningLocationQuery,
  useShareMiningLocationMutation,
  type NodeLocation,
} from '../../api/mining/mining';
import { Loading } from '../../ui/state/DataView';
import { ErrorState } from '../../ui/state/ErrorState';
import { NearbyCard } from './NearbyCard';
import { RegisterLocationForm } from './RegisterLocationForm';
import '../../ui/layout/panel.css';

/** The node location (registered, reviewed, shared with the group) and where the user is now. */
export function LocationTab() {
  const { t } = useTranslation();
  const location = useQuery(miningLocationQuery());
  const [moving, setMoving] = useState(false);

  const node = () => {
    if (location.isPending) return <Loading />;
    if (location.isError && location.data === undefined)
      return <ErrorState error={location.error} onRetry={() => void location.refetch()} />;
    const data = location.data ?? null;
    if (!data || moving)
      return <RegisterLocationForm moving={data !== null} onDone={() => setMoving(false)} />;
    return <NodeLocationCard location={data} onMove={() => setMoving(true)} />;
  };

  return (
    <>
      <section className="card" aria-label={t('mining.location.title')}>
        <h2 className="panel-heading">{t('mining.location.title')}</h2>
        {node()}
      </section>
      <NearbyCard />
    </>
  );
}

const STATUS = ['review', 'approved', 'rejected'] as const;

function NodeLocationCard({ location, onMove }: { location: NodeLocation; onMove: () => void }) {
  const { t } = useTranslation();
  const share = useShareMiningLocationMutation();
  const status = STATUS[location.status] ?? 'review';

  return (
    <div className="mining-location" data-testid="mining-location">
      <p className="mining-location-address">{location.address}</p>
      <p className="mining-line-sub">
        {t('mining.location.coords', { lat: location.lat.toFixed(4), lng: location.lng.toFixed(4) })}
      </p>
      <p>
        <span className={`mining-review is-${status}`}>{t(`mining.location.status.${status}`)}</span>
      </p>
      {status === 'rejected' && location.reason ? (
        <p className="panel-error">{t('mining.location.reason', { reason: location.reason })}</p>
      ) : null}
      {status === 'review' ? <p className="panel-note">{t('mining.location.reviewNote')}</p> : null}
      <div className="mining-share">
        <span className="mining-share-text">
          <span>{t('mining.location.share')}</span>
          <span className="mining-line-sub">{t('mining.location.shareNote')}</span>
        </span>
        <Switch
          aria-label={t('mining.location.share')}
          checked={location.shared}
          loading={share.isPending}
          onChange={(checked) => share.mutate(checked)}
        />
      </div>
      <Button size="small" fill="outline" color="primary" onClick={onMove}>
        {t('mining.location.move')}
      </Button>
    </div>
  );
}
