import { useState } from 'react';
import { newRequestId } from '../lib/requestId';
import { usePayPassword } from './usePayPassword';
import { useTracedSend, type TraceSend } from './useTracedSend';

interface Pending<D> {
  draft: D;
  /** made once when the sheet opens: a double tap sends this same id */
  requestId: string;
  /** the payment password is being asked (the confirmation sheet steps aside) */
  asking: boolean;
}

interface ConfirmedSendOptions<D, R> {
  /** heads the password sheet */
  passwordTitle: string;
  /** false: the user is led to set one instead */
  hasPayPassword: boolean;
  /** read when the confirmation opens: how to find this send on the server if its answer is lost */
  trace: TraceSend<D, R>;
  /** the send went through: its answer, or its record found after a lost answer */
  sent: (draft: D, result: R) => void;
}

/**
 * The end of every send of money (decision 0037): a confirmation of what goes where, then the payment
 * password, then one call carrying the request id made when the confirmation opened. A refusal keeps the
 * password sheet open (the client has shown the server's words). A lost answer closes it and is looked up
 * (useTracedSend): `fate` says what the server has, and nothing else is sent from here until it is known.
 */
export function useConfirmedSend<D, R>(
  send: (draft: D, password: string, requestId: string) => Promise<R>,
  { passwordTitle, hasPayPassword, trace, sent }: ConfirmedSendOptions<D, R>,
) {
  const payPassword = usePayPassword(hasPayPassword);
  const [pending, setPending] = useState<Pending<D> | null>(null);
  const traced = useTracedSend(trace, sent);

  const open = (draft: D) => {
    if (traced.blocked) return;
    traced.prepare(draft);
    setPending({ draft, requestId: newRequestId(), asking: false });
  };
  const close = () => setPending(null);

  const confirm = () => {
    if (!pending || traced.blocked || !payPassword.ready()) return;
    const { draft, requestId } = pending;
    setPending({ ...pending, asking: true });
    payPassword.ask({
      title: passwordTitle,
      onComplete: async (password) => {
        await traced.send(draft, () => send(draft, password, requestId));
        setPending(null);
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
    /** a lost answer's fate, for <SendFateNotice> */
    fate: traced.fate,
    checkAgain: traced.checkAgain,
    /** a lost answer's fate is not known yet: the form sends nothing */
    blocked: traced.blocked,
  };
}
