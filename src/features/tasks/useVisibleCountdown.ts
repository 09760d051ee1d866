import { useEffect, useRef, useState } from 'react';
import { visitNow } from './visitClock';

/** How often the seconds left are worked out again (they are measured, never counted down per tick). */
const TICK_MS = 250;

const isHidden = () => document.visibilityState === 'hidden';

/**
 * Whole seconds left of `seconds` of time on screen: the time counts only while the document is visible
 * (it pauses while the tab or app is hidden), measured as the sum of visible stretches of the clock, so a
 * slow or throttled timer neither speeds it up nor slows it down. `onZero` is called once, at zero.
 */
export function useVisibleCountdown(seconds: number, onZero: () => void) {
  const [left, setLeft] = useState(seconds);
  const [hidden, setHidden] = useState(isHidden);
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  }, [onZero]);

  useEffect(() => {
    let seen = 0;
    let since: number | null = isHidden() ? null : visitNow();
    let done = false;
    let shown = seconds;
    const tick = () => {
      const visible = seen + (since === null ? 0 : visitNow() - since);
      const remaining = Math.max(0, Math.ceil(seconds - visible / 1000));
      // Drawn again only when the whole seconds change, not on every tick.
      if (remaining !== shown) {
        shown = remaining;
        setLeft(remaining);
      }
      if (remaining === 0 && !done) {
        done = true;
        zero.current();
      }
    };
    const onVisibility = () => {
      if (isHidden()) {
        if (since !== null) seen += visitNow() - since;
        since = null;
      } else {
        since ??= visitNow();
      }
      setHidden(isHidden());
      tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [seconds]);

  return { left, hidden };
}
