import { useState } from 'react';
import { newRequestId } from '../lib/requestId';
import { usePayPassword } from './usePayPassword';

interface Pending<D> {
  draft: D;
  /** made once when the sheet opens: a double tap, a retry or a reconnect sends this same id */
  requestId: string;
  /** the payment password is being asked (the confirmation sheet steps aside) */
  asking: boolean;
}

/**
 * The end of every send of money (decision 0037): a confirmation of what goes where, then the payment
 * password (`passwordTitle` heads its sheet; without one, `hasPayPassword` false, led to set one), then one call carrying the request id
 * made when the confirmation opened. `send` resolves once the server has answered; a refusal keeps the
 * password sheet open (the client has shown the server's words).
 */
export function useConfirmedSend<D>(
  send: (draft: D, password: string, requestId: string) => Promise<unknown>,
  { passwordTitle, hasPayPassword }: { passwordTitle: string; hasPayPassword: boolean },
) {
  const payPassword = usePayPassword(hasPayPassword);
  const [pending, setPending] = useState<Pending<D> | null>(null);

  const open = (draft: D) => setPending({ draft, requestId: newRequestId(), asking: false });
  const close = () => setPending(null);

  const confirm = () => {
    if (!pending || !payPassword.ready()) return;
    const { draft, requestId } = pending;
    setPending({ ...pending, asking: true });
    payPassword.ask({
      title: passwordTitle,
      onComplete: async (password) => {
        await send(draft, password, requestId);
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
  };
}
