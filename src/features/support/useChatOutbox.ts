import { useCallback, useEffect, useRef, useState } from 'react';
import { upload } from '../../api/account/account';
import { useSendKefuMessage, type KefuContentType, type KefuOrder } from '../../api/messages/kefu';
import { resizeImage } from '../../lib/resizeImage';

/** A message of the user's on its way: sending (a picture first goes up, with its progress), or failed. */
export interface Outgoing {
  /** the app's id for it, sent along: a retry of a message whose answer was lost is not stored twice */
  clientId: string;
  type: KefuContentType;
  /** the text, the picture's URL once it is uploaded, or the order number */
  content: string;
  /** an order on its way, shown as its card meanwhile */
  order?: KefuOrder;
  /** a picture not yet uploaded, and what shows meanwhile */
  file?: File;
  preview?: string;
  status: 'sending' | 'failed';
  /** upload progress in percent, for a picture */
  progress?: number;
}

const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The chat's outgoing messages. Each is sent once at a time (a second tap while it is on its way does
 * nothing); one that failed stays with a retry, which sends it again under the same client id; once the
 * server has it, it leaves the outbox and shows in the conversation.
 */
export function useChatOutbox() {
  const [outbox, setOutbox] = useState<Outgoing[]>([]);
  // What a retry sends: the item as it is now (an uploaded picture keeps its URL).
  const current = useRef<Outgoing[]>([]);
  useEffect(() => {
    current.current = outbox;
  }, [outbox]);
  const inFlight = useRef(new Set<string>());
  const { mutateAsync: sendMessage } = useSendKefuMessage();

  const update = useCallback(
    (clientId: string, patch: Partial<Outgoing>) =>
      setOutbox((all) => all.map((item) => (item.clientId === clientId ? { ...item, ...patch } : item))),
    [],
  );

  const deliver = useCallback(
    async (item: Outgoing) => {
      if (inFlight.current.has(item.clientId)) return;
      inFlight.current.add(item.clientId);
      update(item.clientId, { status: 'sending' });
      try {
        let { content } = item;
        if (item.type === 'image' && item.file) {
          const picture = await resizeImage(item.file);
          const report = (progress: number) => update(item.clientId, { progress });
          content = (await upload(picture, picture.name, report)).url;
          // Uploaded once: a retry sends the message, not the picture again.
          update(item.clientId, { content, file: undefined });
          item = { ...item, content, file: undefined };
        }
        await sendMessage({ type: item.type, content, clientId: item.clientId });
        setOutbox((all) => all.filter((each) => each.clientId !== item.clientId));
        if (item.preview) URL.revokeObjectURL(item.preview);
      } catch {
        update(item.clientId, { status: 'failed', progress: undefined });
      } finally {
        inFlight.current.delete(item.clientId);
      }
    },
    [sendMessage, update],
  );

  /** A new message joins the outbox and goes at once. */
  const enqueue = useCallback(
    (item: Omit<Outgoing, 'clientId' | 'status'>) => {
      const queued: Outgoing = { ...item, clientId: newClientId(), status: 'sending' };
      setOutbox((all) => [...all, queued]);
      void deliver(queued);
    },
    [deliver],
  );

  const sendText = useCallback((text: string) => enqueue({ type: 'text', content: text }), [enqueue]);

  const sendPicture = useCallback(
    (file: File) =>
      enqueue({ type: 'image', content: '', file, preview: URL.createObjectURL(file), progress: 0 }),
    [enqueue],
  );

  /** One of the user's orders, by its number: the server keeps the order as it stands with the message. */
  const sendOrder = useCallback(
    (order: KefuOrder) => enqueue({ type: 'order', content: order.orderNo, order }),
    [enqueue],
  );

  /** Sends a failed message again, as it is now: an uploaded picture is not uploaded twice. */
  const retry = useCallback(
    (clientId: string) => {
      const item = current.current.find((each) => each.clientId === clientId);
      if (item) void deliver(item);
    },
    [deliver],
  );

  return { outbox, sendText, sendPicture, sendOrder, retry };
}
