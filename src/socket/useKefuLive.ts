import { useEffect } from 'react';
import { HUB_TARGETS } from '../api/hubTargets';
import { useKefuConversation, type KefuMessage } from '../api/messages/kefu';
import { subscribeCatchingUp } from './catchingUp';

/**
 * While the support chat is open: replies pushed over the hub join it at once; after every (re)connect, and
 * when the page is shown again, everything after the newest message held is read (pushes are lost while the
 * socket or the page is asleep).
 */
export function useKefuLive() {
  const { add, catchUp } = useKefuConversation();
  useEffect(() => {
    const readMissed = () => void catchUp().catch(() => undefined);
    return subscribeCatchingUp<KefuMessage>(HUB_TARGETS.kefuMessage, (message) => add([message]), readMissed);
  }, [add, catchUp]);
}
