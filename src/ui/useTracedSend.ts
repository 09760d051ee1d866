import { useCallback, useEffect, useRef } from 'react';
import { isNetworkError } from '../lib/errors';
import { useSendFate } from './useSendFate';

/** This send as the server holds it (what its answer would have carried), or null when it has none. */
export type FindSend<R> = () => Promise<R | null>;

/**
 * Read before a send (issue 32): where the server's records stand (the newest line, the deposit state…), so
 * the send's own record can be told apart afterwards from what was there before. Answers how to find it.
 */
export type TraceSend<D, R> = (draft: D) => Promise<FindSend<R>>;

/** Nothing was read before the send (the network failed then too): whether it went through cannot be told. */
const cannotTell = () => Promise.reject(new Error('nothing was read before the send'));

/**
 * A send whose lost answer is looked up, never repeated (useSendFate). `prepare(draft)` reads the mark when
 * the send is being confirmed (again at the send when that read failed); `send(draft, call)` makes the call
 * once. Its answer, or the record found after a lost answer, goes to `sent` — the page does the same either
 * way. A refusal rejects as before; a lost answer resolves once its fate is read. While the fate is being
 * read or cannot be told (`blocked`), this action sends nothing.
 */
export function useTracedSend<D, R>(trace: TraceSend<D, R>, sent: (draft: D, result: R) => void) {
  const latest = useRef({ trace, sent });
  useEffect(() => {
    latest.current = { trace, sent };
  });
  const prepared = useRef<{ draft: D; find: Promise<FindSend<R> | null> } | null>(null);
  const lost = useRef<{ draft: D; find: FindSend<R>; found: R | null } | null>(null);
  const inFlight = useRef(false);

  const sendFate = useSendFate(async () => {
    const current = lost.current;
    if (!current) return false;
    current.found = await current.find();
    return current.found !== null;
  });
  const { check, reset } = sendFate;

  const settle = useCallback(async () => {
    const fate = await check();
    const current = lost.current;
    if (fate === 'done' && current?.found) latest.current.sent(current.draft, current.found);
  }, [check]);

  const mark = (draft: D) => latest.current.trace(draft).catch(() => null);

  const prepare = (draft: D) => {
    prepared.current = { draft, find: mark(draft) };
  };

  const send = async (draft: D, call: () => Promise<R>) => {
    if (inFlight.current || sendFate.open) return;
    inFlight.current = true;
    try {
      reset();
      const early = prepared.current?.draft === draft ? await prepared.current.find : null;
      prepared.current = null;
      const find = early ?? (await mark(draft)) ?? cannotTell;
      let result: R;
      try {
        result = await call();
      } catch (error) {
        if (!isNetworkError(error)) throw error;
        lost.current = { draft, find, found: null };
        await settle();
        return;
      }
      latest.current.sent(draft, result);
    } finally {
      inFlight.current = false;
    }
  };

  return {
    prepare,
    send,
    fate: sendFate.fate,
    /** "Check again" of <SendFateNotice> */
    checkAgain: () => void settle(),
    blocked: sendFate.open,
  };
}
