import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasks/task';
import { SendButton } from '../../ui/money/SendButton';
import { StateBlock } from '../../ui/state/StateBlock';
import type { WebViewVerdict } from '../../lib/security/webFramePolicy';
import type { VisitResult } from './useTaskVisit';

interface PromotionPanelProps {
  task: Task;
  verdict: WebViewVerdict;
  result: VisitResult | null;
  onStart: () => Promise<void>;
}

/** A promotion task before its visit: how long to stay, the last visit's result, and Start (or Start again). */
export function PromotionPanel({ task, verdict, result, onStart }: PromotionPanelProps) {
  const { t } = useTranslation();
  const canStart = task.status === 0 || task.status === 1 || task.status === 5;
  return (
    <section className="task-panel" aria-labelledby="task-visit-note">
      <p id="task-visit-note" className="task-hint">
        {t('task.visitNote', { seconds: task.min_seconds })}
      </p>
      {result?.kind === 'refused' ? (
        <div className="task-result" role="alert">
          <StateBlock kind="error" title={t('task.noReward')} description={result.message} />
        </div>
      ) : null}
      {result?.kind === 'done' && task.status !== 6 ? (
        <p className="task-result-line" role="status">
          {t('task.visitDone')}
        </p>
      ) : null}
      {!verdict.ok ? (
        <StateBlock
          kind="error"
          title={t('webview.refusedTitle')}
          description={t(`webview.${verdict.reason}`)}
        />
      ) : canStart ? (
        <SendButton block color="primary" size="large" shape="rounded" onSend={onStart}>
          {task.status === 0 ? t('task.start') : t('task.startAgain')}
        </SendButton>
      ) : null}
    </section>
  );
}
