import { useCallback, useRef, useState } from 'react';

export const DOUBLE_TAP_MS = 500;

/** What an action answers when it checked its input and sent nothing (so the next tap is not a double tap). */
export const NOT_SENT = false;

/**
 * Wraps a sending action: taps within 500 ms of the last one are ignored, and nothing is sent again
 * while the previous send is in flight. `sending` drives the button's disabled/loading state. An action
 * that refuses its input before sending returns NOT_SENT, so a corrected tap goes through at once.
 */
export function useSendGuard<A extends unknown[]>(action: (...args: A) => Promise<unknown> | unknown) {
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const lastTap = useRef(0);

  const run = useCallback(
    async (...args: A) => {
      const now = Date.now();
      if (busy.current || now - lastTap.current < DOUBLE_TAP_MS) return;
      lastTap.current = now;
      busy.current = true;
      setSending(true);
      try {
        if ((await action(...args)) === NOT_SENT) lastTap.current = 0;
      } catch {
        // The client has already told the user (one toast per error).
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [action],
  );

  return { run, sending };
}
