import { useCallback, useRef } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { WebFrame } from '../../ui/layout/WebFrame';
import { useVisibleCountdown } from './useVisibleCountdown';

interface TaskVisitViewProps {
  url: URL;
  sameOrigin: boolean;
  seconds: number;
  /** the visit ends: at zero, or when the user leaves (called once) */
  onEnd: () => void;
}

/**
 * A promotion task's visit: the promoted page in the web view's sandboxed frame, under a bar with the time
 * left on screen (paused while the page is hidden) and a Leave button.
 */
export function TaskVisitView({ url, sameOrigin, seconds, onEnd }: TaskVisitViewProps) {
  const { t } = useTranslation();
  const ended = useRef(false);
  const end = useCallback(() => {
    if (ended.current) return;
    ended.current = true;
    onEnd();
  }, [onEnd]);
  const { left, hidden } = useVisibleCountdown(seconds, end);
  return (
    <section className="task-visit" aria-label={t('task.visiting', { host: url.host })}>
      <div className="task-visit-bar">
        <span className="task-visit-time" role="timer" aria-live="off">
          {hidden ? t('task.paused') : t('task.timeLeft', { seconds: left })}
        </span>
        <Button size="small" color="primary" fill="outline" onClick={end}>
          {t('task.leave')}
        </Button>
      </div>
      <WebFrame url={url} sameOrigin={sameOrigin} />
    </section>
  );
}
