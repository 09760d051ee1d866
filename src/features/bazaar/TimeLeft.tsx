import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { durationOf, millisOf } from '../../lib/format';
import './TimeLeft.css';

interface TimeLeftProps {
  /** the server's deadline (milliseconds or seconds) */
  until: number;
  /** what happens then: the unpaid order is cancelled, the shipped one received by itself */
  kind: 'pay' | 'receive';
  /** once the deadline passed (the page reads the order again: the server decides what it became) */
  onEnd?: () => void;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The time left before a market order's deadline: days and hours while a day or more is left, else a clock
 * that ticks each second. Strings: area `bazaar`.
 */
export function TimeLeft({ until, kind, onEnd }: TimeLeftProps) {
  const { t } = useTranslation();
  const deadline = millisOf(until);
  const [now, setNow] = useState(() => Date.now());
  const left = deadline - now;
  const ended = useRef(false);

  useEffect(() => {
    if (left <= 0) {
      if (!ended.current) {
        ended.current = true;
        onEnd?.();
      }
      return;
    }
    ended.current = false;
    // A day or more away, the figure changes once an hour: a minute's tick is enough.
    const step = left >= 86_400_000 ? 60_000 : 1000;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(step, left));
    return () => window.clearTimeout(timer);
  }, [left, now, onEnd]);

  if (left <= 0) {
    return <span className="time-left is-ended">{t('bazaar.timeLeft.ended')}</span>;
  }
  const { days, hours, minutes, seconds } = durationOf(left);
  const time =
    days > 0
      ? t('bazaar.timeLeft.days', { days, hours })
      : hours > 0
        ? `${hours}:${two(minutes)}:${two(seconds)}`
        : `${two(minutes)}:${two(seconds)}`;
  return (
    <span className={`time-left is-${kind}`} role="timer">
      {t(`bazaar.timeLeft.${kind}`, { time })}
    </span>
  );
}
