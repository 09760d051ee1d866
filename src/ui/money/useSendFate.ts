import { useCallback, useState } from 'react';
import { isApiError } from '../../lib/errors';

/**
 * What is known of a send whose answer was lost (issue 32): `checking` while the server's state is read,
 * then `done` (it went through), `notDone` (nothing happened: the user may send again) or `unknown` (the
 * read failed too: the user may check again). `idle` until an answer is lost.
 */
export type SendFate = 'idle' | 'checking' | 'done' | 'notDone' | 'unknown';

/**
 * The one rule for a lost answer (a network error or a timeout after the call left): the send is never
 * repeated by itself — it may have gone through. `wentThrough` reads what the server holds now (the balance,
 * the record with this request id, the order) and answers whether the send is in it; the page shows the
 * fate with <SendFateNotice>, and treats `done` as it would have treated the answer.
 */
export function useSendFate(wentThrough: () => Promise<boolean>) {
  const [fate, setFate] = useState<SendFate>('idle');

  const check = useCallback(async (): Promise<SendFate> => {
    setFate('checking');
    let next: SendFate;
    try {
      next = (await wentThrough()) ? 'done' : 'notDone';
    } catch (error) {
      // The notice says it could not check: no toast of the failed read beside it.
      if (isApiError(error)) error.hush();
      next = 'unknown';
    }
    setFate(next);
    return next;
  }, [wentThrough]);

  const reset = useCallback(() => setFate('idle'), []);

  return {
    fate,
    /** reads the server's state; call it when the answer was lost, and from "Check again" */
    check,
    /** forgets the last fate (a new send begins) */
    reset,
    /** until the fate is known, nothing else may be sent: it could pay twice */
    open: fate === 'checking' || fate === 'unknown',
  };
}
