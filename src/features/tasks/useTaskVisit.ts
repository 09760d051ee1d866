import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCompleteTaskVisitMutation,
  useStartTaskVisitMutation,
  type Task,
  type TaskVisit,
} from '../../api/tasks/task';
import { isApiError } from '../../lib/errors';

/** How the last visit ended: long enough, or refused with the server's words. */
export type VisitResult = { kind: 'done' } | { kind: 'refused'; message: string };

/**
 * A promotion task's visit: `start` asks the server to start it (Task/click), `end` sends Task/complete,
 * whose refusal ("page visit time insufficient, no reward") becomes the result the page shows.
 */
export function useTaskVisit(task: Pick<Task, 'id'>) {
  const { t } = useTranslation();
  const startVisit = useStartTaskVisitMutation();
  const completeVisit = useCompleteTaskVisitMutation();
  const [visit, setVisit] = useState<TaskVisit | null>(null);
  const [result, setResult] = useState<VisitResult | null>(null);

  const start = async () => {
    const started = await startVisit.mutateAsync(task.id);
    setResult(null);
    setVisit(started);
  };

  const end = async () => {
    if (!visit) return;
    setVisit(null);
    try {
      await completeVisit.mutateAsync(visit.log_id);
      setResult({ kind: 'done' });
    } catch (error) {
      const message = isApiError(error) && error.msg ? error.msg : t('error.loadFailed');
      setResult({ kind: 'refused', message });
    }
  };

  return { visit, result, start, end };
}
