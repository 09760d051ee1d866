import { useCallback, useRef, useState } from 'react';
import { useSendKefuMessage, type KefuSendRequest } from '../../api/messages/kefu';

const keyOf = (messages: readonly KefuSendRequest[]) => JSON.stringify(messages);

/**
 * Sends a feedback's messages one after another, in order. When one fails (the client has toasted it), a
 * new try of the same feedback goes on from that message instead of sending the earlier ones twice.
 */
export function useFeedbackSend() {
  const sent = useRef<{ key: string; count: number }>({ key: '', count: 0 });
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const { mutateAsync: sendMessage } = useSendKefuMessage();

  const send = useCallback(
    async (messages: readonly KefuSendRequest[]) => {
      const key = keyOf(messages);
      if (sent.current.key !== key) sent.current = { key, count: 0 };
      try {
        for (let index = sent.current.count; index < messages.length; index++) {
          setProgress({ sent: index, total: messages.length });
          const message = messages[index];
          if (message) await sendMessage(message);
          sent.current.count = index + 1;
        }
      } finally {
        setProgress(null);
      }
    },
    [sendMessage],
  );

  return { send, progress };
}
