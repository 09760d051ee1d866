import { useState } from 'react';
import type { Trace } from '../../api/sendTrace';
import { newRequestId } from '../../lib/requestId';
import { usePayPassword } from './usePayPassword';
import { useTracedSend } from './useTracedSend';

interface Pending<D> {
  draft: D;
  /** made once when the sheet opens: a double tap sends this same id */
  requestId: string;
  /** the payment password is being asked (the confirmation sheet steps aside) */
  asking: boolean;
}

/** One send as it leaves: what was confirmed, with the password and the confirmation's request id. */
interface Sending<D> {
  draft: D;
  password: string;
  requestId: string;
}

interface ConfirmedSendOptions<D, R> {
  /** heads the password sheet */
  passwordTitle: string;
  /** false: the user is led to set one instead */
  hasPayPassword: boolean;
  /** read just before the send: how to find it on the server if its answer is lost */
  trace: (draft: D) => Promise<Trace<R>>;
  /** the send went through: its answer, or what was found after a lost answer */
  sent: (draft: D, result: R) => void;
}

/**
 * The end of every send of money (decision 0037): a confirmation of what goes where, then the payment
 * password, then one call carrying the request id made when the confirmation opened. A refusal keeps the
 * password sheet open (the client has shown the server's words). A lost answer closes it and is looked up
 * (useTracedSend): `fate` says what the server has, and nothing else is sent from here until it is known.
 */
export function useConfirmedSend<D, R extends object>(
  send: (draft: D, password: string, requestId: string) => Promise<R>,
  { passwordTitle, hasPayPassword, trace, sent }: ConfirmedSendOptions<D, R>,
) {
  const payPassword = usePayPassword(hasPayPassword);
  const [pending, setPending] = useState<Pending<D> | null>(null);
  const traced = useTracedSend<Sending<D>, R>({
    send: ({ draft, password, requestId }) => send(draft, password, requestId),
    trace: ({ draft }) => trace(draft),
    onSent: (result, { draft }) => sent(draft, result),
  });

  const open = (draft: D) => {
    if (!traced.blocked) setPending({ draft, requestId: newRequestId(), asking: false });
  };
  const close = () => setPending(null);

  const confirm = () => {
    if (!pending || traced.blocked || !payPassword.ready()) return;
    const { draft, requestId } = pending;
    setPending({ ...pending, asking: true });
    payPassword.ask({
      title: passwordTitle,
      onComplete: async (password) => {
        await traced.run({ draft, password, requestId });
        // Only this send's confirmation closes: another may be open already (the fate shows before this returns).
        setPending((current) => (current?.requestId === requestId ? null : current));
      },
      onCancel: () => setPending((current) => (current ? { ...current, asking: false } : current)),
    });
  };

  return {
    /** what the confirmation shows, while it is open */
    draft: pending?.draft ?? null,
    requestId: pending?.requestId ?? null,
    /** the confirmation sheet is on screen (not while the password is asked) */
    visible: pending !== null && !pending.asking,
    open,
    close,
    confirm,
    passwordSheet: payPassword.sheet,
    /** a lost answer's fate, for <SendFateNotice {...notice} /> */
    notice: traced.notice,
    /** a lost answer's fate is not known yet: the form sends nothing */
    blocked: traced.blocked,
  };
}
