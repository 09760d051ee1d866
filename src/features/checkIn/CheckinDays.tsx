import { CheckCircleFill, GiftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { CheckInCycle } from '../../api/account/profile';
import { Amount } from '../../ui/money/Amount';

/** The cycle's day that check-in is about today: the one just checked, or the next one to check. */
export function todayOf(cycle: Pick<CheckInCycle, 'checkedToday' | 'signinDay' | 'days'>): number {
  if (cycle.checkedToday) return cycle.signinDay;
  return cycle.days.find((day) => !day.checked)?.day ?? 1;
}

/** The seven days of the cycle with their rewards: past days ticked, today's day highlighted. */
export function CheckinDays({ cycle }: { cycle: CheckInCycle }) {
  const { t } = useTranslation();
  const today = todayOf(cycle);
  return (
    <ol className="checkin-days" aria-label={t('checkin.cycle')}>
      {cycle.days.map(({ day, reward, checked }) => (
        <li
          key={day}
          className={`checkin-day${checked ? ' is-checked' : ''}${day === today ? ' is-today' : ''}`}
          aria-current={day === today ? 'date' : undefined}
        >
          <span className="checkin-day-name">
            {day === today ? t('checkin.today') : t('checkin.day', { day })}
          </span>
          <span className="checkin-day-mark" aria-hidden>
            {checked ? <CheckCircleFill /> : <GiftOutline />}
          </span>
          <span className="checkin-day-reward">
            <Amount value={reward} unit="points" signed />
          </span>
          {checked ? <span className="visually-hidden">{t('checkin.checked')}</span> : null}
        </li>
      ))}
    </ol>
  );
}
