import { useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './PullToRefresh.css';

/** How far (after damping) a pull must go to refresh, how far it can go, and where it rests meanwhile. */
const THRESHOLD = 56;
const MAX_PULL = 96;
const RESTING = 40;
/** A finger's travel moves the page half as far: it feels held back, as native pulls do. */
const DAMPING = 0.5;
/** How long "Refreshed" stays before the page slides back. */
const DONE_FOR_MS = 500;

type Phase = 'idle' | 'pulling' | 'armed' | 'refreshing' | 'done';

const LABELS = {
  pulling: 'common.pullToRefresh',
  armed: 'common.releaseToRefresh',
  refreshing: 'common.refreshing',
  done: 'common.refreshed',
} as const;

interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * Pull down at the top of a page to read it again (decision 0026). A few touch handlers and a CSS transform:
 * the page's content is mounted once, whether or not it is ever pulled, and no animation library loads.
 */
export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [offset, setOffset] = useState(0);
  const [touching, setTouching] = useState(false);
  // What the handlers decide on lives in refs: touch events may come faster than renders.
  const startY = useRef<number | null>(null);
  const pulled = useRef(0);
  const busy = useRef(false);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (next: Phase, at: number) => {
    setPhase(next);
    setOffset(at);
  };
  const begin = (event: TouchEvent) => {
    if (busy.current || window.scrollY > 0) return;
    startY.current = event.touches[0]?.clientY ?? null;
    pulled.current = 0;
    setTouching(true);
  };
  const move = (event: TouchEvent) => {
    if (startY.current === null) return;
    const travel = (event.touches[0]?.clientY ?? startY.current) - startY.current;
    pulled.current = Math.min(MAX_PULL, Math.max(0, travel * DAMPING));
    show(pulled.current === 0 ? 'idle' : pulled.current >= THRESHOLD ? 'armed' : 'pulling', pulled.current);
  };
  const end = async () => {
    if (startY.current === null) return;
    startY.current = null;
    setTouching(false);
    if (pulled.current < THRESHOLD) {
      show('idle', 0);
      return;
    }
    busy.current = true;
    show('refreshing', RESTING);
    try {
      await onRefresh();
    } finally {
      setPhase('done');
      timer.current = window.setTimeout(() => {
        busy.current = false;
        show('idle', 0);
      }, DONE_FOR_MS);
    }
  };
  return (
    <div
      className="pull-to-refresh"
      onTouchStart={begin}
      onTouchMove={move}
      onTouchEnd={() => void end()}
      onTouchCancel={() => void end()}
    >
      <div className="pull-to-refresh-head" style={{ height: offset }} role="status" aria-live="polite">
        {phase === 'idle' ? null : <span className="pull-to-refresh-label">{t(LABELS[phase])}</span>}
      </div>
      <div className={touching ? 'pull-to-refresh-content is-touching' : 'pull-to-refresh-content'}>
        {children}
      </div>
    </div>
  );
}
