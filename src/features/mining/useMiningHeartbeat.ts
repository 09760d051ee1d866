import { useEffect } from 'react';
import { useMiningHeartbeatMutation } from '../../api/mining/mining';

/** How often a running session beats while the page is visible (decision 0039). */
export const HEARTBEAT_MS = 60_000;

/**
 * Beats while a session runs and the page is visible: at once when it starts or is shown again, then every
 * 60 s; nothing while hidden or once the page is left. One interval at most, whatever the order of events,
 * so beats never pile up. A beat's answer updates the session's income, weight and speed in the cached
 * page; a failed beat is silent and the next tick simply tries again.
 */
export function useMiningHeartbeat(running: boolean) {
  const { mutate: beat } = useMiningHeartbeatMutation();

  useEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer !== undefined) return;
      beat();
      timer = setInterval(() => beat(), HEARTBEAT_MS);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const follow = () => (document.visibilityState === 'visible' ? start() : stop());

    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      stop();
    };
  }, [running, beat]);
}
