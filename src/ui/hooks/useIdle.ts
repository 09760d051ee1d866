import { useEffect, useState } from 'react';
import { whenIdle } from '../../lib/whenIdle';

/** False until the browser is first idle after load (src/lib/whenIdle.ts): work the first screen can wait for. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle]);
  return idle;
}
