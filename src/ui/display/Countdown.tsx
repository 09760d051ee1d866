import { useTranslation } from 'react-i18next';
import { durationOf } from '../../lib/format';
import { msUntil } from '../../lib/serverClock';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The time left until `until` on the server's clock `now` (from useServerNow, the page's one ticker): days
 * and hours while a day or more is left, else hours, minutes and seconds. Strings: area `common`.
 */
export function Countdown({ until, now, className }: { until: number; now: number; className?: string }) {
  const { t } = useTranslation();
  const { days, hours, minutes, seconds } = durationOf(msUntil(until, now));
  const text =
    days > 0 ? t('common.time.days', { days, hours }) : `${two(hours)}:${two(minutes)}:${two(seconds)}`;
  return (
    <span className={className} role="timer">
      {text}
    </span>
  );
}
