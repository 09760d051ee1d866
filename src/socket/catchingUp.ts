import { subscribeHub, type HubTarget } from './connection';

/**
 * A screen's listening to one hub target, with what it missed read again (`readMissed`) after every
 * (re)connect, a failed first connect's retry included, and when the page is shown again: pushes are lost
 * while the socket or the page sleeps. Returns the unsubscribe.
 */
export function subscribeCatchingUp<T>(
  target: HubTarget,
  listener: (payload: T) => void,
  readMissed: () => void,
): () => void {
  const unsubscribe = subscribeHub(target, listener, readMissed);
  const onShown = () => {
    if (document.visibilityState === 'visible') readMissed();
  };
  document.addEventListener('visibilitychange', onShown);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onShown);
  };
}
