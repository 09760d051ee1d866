import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkInQuery } from '../../api/account/profile';
import { useIsLoggedIn } from '../../stores/session';
import { useFormat } from '../../ui/hooks/useFormat';
import { todayOf } from '../checkIn';

/** The my tab's check-in entry says whether today's check-in is done, or what it would bring. */
export function CheckinState() {
  const { t } = useTranslation();
  const format = useFormat();
  const signedIn = useIsLoggedIn();
  const query = useQuery({ ...checkInQuery(), enabled: signedIn });
  const cycle = signedIn ? query.data : undefined;
  if (!cycle) return null;
  if (cycle.checkedToday) {
    return <span className="my-checkin is-done">{t('my.checkinDone', { day: cycle.signinDay })}</span>;
  }
  const reward = cycle.days.find((day) => day.day === todayOf(cycle))?.reward ?? 0;
  return <span className="my-checkin">{t('my.checkinGo', { reward: format.figure(reward, 'points') })}</span>;
}
