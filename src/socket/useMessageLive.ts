import { useEffect } from 'react';
import { HUB_TARGETS } from '../api/hubTargets';
import { useMessageArrived, type MessageArrived } from '../api/messages/message';
import { useIsLoggedIn } from '../stores/session';
import { subscribeHub } from './connection';

/**
 * While signed in (`enabled`: once the first screen has settled): what the hub says arrived in a message box
 * keeps the unread counts and that box's lists fresh; each (re)connect reads the counts again, since whatever
 * was pushed while the socket was down is lost.
 */
export function useMessageLive(enabled: boolean) {
  const signedIn = useIsLoggedIn();
  const arrived = useMessageArrived();
  useEffect(() => {
    if (!signedIn || !enabled) return;
    return subscribeHub<MessageArrived>(HUB_TARGETS.messageArrived, arrived, () => arrived());
  }, [signedIn, enabled, arrived]);
}
