import { useRef } from 'react';
import type { Trace } from '../../api/sendTrace';
import { isApiError, isLostAnswer } from '../../lib/errors';
import { NOT_SENT } from './useSendGuard';
import { useSendFate, type SendFate } from './useSendFate';

interface TracedSendOptions<V, T extends object> {
  /** the one call; answers what the page shows after a success (an object: never null or NOT_SENT) */
  send: (values: V) => Promise<T>;
  /**
   * Made before the call, where the trace needs what was there before (the newest rows of a list): looks for
   * this send on the server after its answer was lost.
   */
  trace: (values: V) => Promise<Trace<T>> | Trace<T>;
  /** it went through: answered, or found on the server after the answer was lost */
  onSent?: (result: T, values: V) => void;
  /** its answer was lost and the server has no trace of it: nothing happened */
  onNotSent?: (values: V) => void;
}

/** An action's sends as its page uses them (useTracedSend). */
export interface TracedSend<V, T> {
  /**
   * Sends once: what went through (answered, or found after a lost answer), or NOT_SENT when it did not (or
   * is not known yet), so a send button takes the next tap as a new one.
   */
  run: (values: V) => Promise<T | typeof NOT_SENT>;
  /** the fate of a send whose answer was lost, for <SendFateNotice> */
  notice: { fate: SendFate; onCheckAgain: () => void };
  /** its fate is not known yet: the action's button waits */
  blocked: boolean;
}

/**
 * One money action's sends (issue 32): one at a time, never repeated by itself. When the answer is lost (a
 * network error or a timeout after the call left) the server is read (`trace`) and the page says what became
 * of it with <SendFateNotice {...notice} />; until that is known nothing else is sent from this action.
 * `run` answers what went through (answered or found), or NOT_SENT; a refusal rejects as the call did.
 */
export function useTracedSend<V, T extends object>({
  send,
  trace,
  onSent,
  onNotSent,
}: TracedSendOptions<V, T>): TracedSend<V, T> {
  const sending = useRef<{ trace: Trace<T>; values: V } | null>(null);
  const found = useRef<T | null>(null);
  // From the call until its fate is known: a second send could pay twice.
  const busy = useRef(false);
  const fate = useSendFate(async () => {
    found.current = sending.current ? await sending.current.trace() : null;
    return found.current !== null;
  });

  const settle = async (): Promise<T | typeof NOT_SENT> => {
    const next = await fate.check();
    busy.current = next === 'unknown';
    const result = next === 'done' ? found.current : null;
    if (sending.current === null) return NOT_SENT;
    if (next === 'notDone') onNotSent?.(sending.current.values);
    if (result === null) return NOT_SENT;
    onSent?.(result, sending.current.values);
    return result;
  };

  const run = async (values: V): Promise<T | typeof NOT_SENT> => {
    if (busy.current) return NOT_SENT;
    busy.current = true;
    sending.current = null;
    fate.reset();
    let result: T;
    try {
      // Offline nothing leaves (the client refuses the call at once, in its words): there is no trace to read.
      if (navigator.onLine !== false) sending.current = { trace: await trace(values), values };
      result = await send(values);
    } catch (error) {
      if (sending.current === null || !isApiError(error) || !isLostAnswer(error)) {
        busy.current = false;
        throw error;
      }
      // The notice says what became of it; "Connection timed out" would contradict "It went through".
      error.hush();
      return settle();
    }
    busy.current = false;
    onSent?.(result, values);
    return result;
  };

  const checkAgain = () => {
    if (fate.fate === 'unknown') void settle();
  };

  return { run, notice: { fate: fate.fate, onCheckAgain: checkAgain }, blocked: fate.open };
}
