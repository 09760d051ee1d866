import { useEffect, useRef } from 'react';
import { useClearMessage, type MessageBox } from '../../api/messages/message';

/** A box's page, once open, has been seen: its unread count goes (once per visit). */
export function useMarkBoxRead(box: MessageBox) {
  const { mutate } = useClearMessage();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    mutate({ box });
  }, [box, mutate]);
}
