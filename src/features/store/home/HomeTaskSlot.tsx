import { lazy, Suspense } from 'react';
import { useMe } from '../../../api/account/account';
import type { CurrentTask } from '../../../api/tasks/task';

const HomeTaskCard = lazy(() => import('./HomeTaskCard'));

const currentTaskOf = (me: { task?: CurrentTask | null }) => me.task ?? null;

/**
 * Where home shows the signed-in user's current task: the card and the task calls it needs load only when
 * there is one, after the first screen (guests and users without a task never fetch them).
 */
export function HomeTaskSlot() {
  const task = useMe(currentTaskOf).data ?? null;
  if (!task) return null;
  return (
    <Suspense fallback={null}>
      <HomeTaskCard task={task} />
    </Suspense>
  );
}
