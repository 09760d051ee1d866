import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/account/account';
import { checkInQuery, type CheckInCycle } from '../../api/account/profile';
import { BUSINESS_ZONE } from '../../lib/format';
import { useFormat } from '../../ui/hooks/useFormat';
import { DataView } from '../../ui/state/DataView';
import { PageShell } from '../../ui/layout/PageShell';
import { Known } from '../../ui/state/Skeletons';
import { CheckinButton } from './CheckinButton';
import { CheckinDays } from './CheckinDays';
import './checkIn.css';

function CheckinSummary({ cycle }: { cycle: CheckInCycle }) {
  const { t } = useTranslation();
  const format = useFormat();
  const points = useMe((me) => me.integral).data;
  return (
    <section className="checkin-summary">
      <dl className="checkin-figures">
        <div>
          <dt>{t('checkin.myPoints')}</dt>
          <dd>
            <Known value={points}>{(known) => format.figure(known ?? 0, 'points')}</Known>
          </dd>
        </div>
        <div>
          <dt>{t('checkin.totalDays')}</dt>
          <dd>{cycle.totalDays}</dd>
        </div>
        <div>
          <dt>{t('checkin.streak')}</dt>
          <dd>{t('checkin.streakValue', { day: cycle.signinDay })}</dd>
        </div>
      </dl>
      {/* The server's day, not the user's, decides when check-in reopens: say when that is where they are. */}
      <p className="checkin-next">
        {cycle.checkedToday
          ? t('checkin.nextAt', { time: format.time(cycle.nextAt), zone: BUSINESS_ZONE })
          : t('checkin.dayTurns', { time: format.clock(cycle.nextAt), zone: BUSINESS_ZONE })}
      </p>
    </section>
  );
}

/** `/pages/my/signIn`: the 7-day check-in cycle and today's check-in. */
export default function CheckIn() {
  const { t } = useTranslation();
  const query = useQuery(checkInQuery());
  return (
    <PageShell>
      <DataView query={query}>
        {(cycle) => (
          <>
            <CheckinSummary cycle={cycle} />
            <section className="checkin-card">
              <CheckinDays cycle={cycle} />
              <CheckinButton cycle={cycle} />
            </section>
            <p className="checkin-rule">{t('checkin.rule')}</p>
          </>
        )}
      </DataView>
    </PageShell>
  );
}
