import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  TASK_COMPLETED,
  TASK_REJECTED,
  useClearTaskMutation,
  type CurrentTask,
} from '../../../api/tasks/task';
import { href } from '../../../lib/href';
import { LineIcon } from '../../../ui/display/LineIcon';
import './HomeTaskCard.css';

/**
 * Where the task stands, in the task list's words: the attempt's own state (`status`), so the card and the
 * list never disagree. Completed asks for the reward; rejected gives the staff's reason.
 */
function stateOf(task: CurrentTask, t: TFunction): string {
  if (task.status === TASK_COMPLETED) return t('home.currentTask.completed');
  if (task.status === TASK_REJECTED) return t('home.currentTask.rejected', { reason: task.sub_refusal });
  return t(`home.currentTask.status.${task.status}`);
}

/**
 * The signed-in user's current task under the shortcuts: what it asks, a thumbnail and where it stands; a tap
 * opens it, × dismisses it (Base/clearTask) at once. Fetched only when there is one (HomeTaskSlot).
 */
export default function HomeTaskCard({ task }: { task: CurrentTask }) {
  const { t } = useTranslation();
  const clear = useClearTaskMutation();
  const state = stateOf(task, t);
  return (
    <section className="home-task" aria-label={t('home.currentTask.title')}>
      <Link to={href('/pages/task/DoTasks', { id: task.id })} className="home-task-link">
        {task.describeImg ? (
          <img
            className="home-task-thumb"
            src={task.describeImg}
            alt=""
            width={40}
            height={40}
            loading="lazy"
          />
        ) : null}
        <span className="home-task-text">
          {/* The server's words, two lines at most: the whole task is one tap away. */}
          <span className="home-task-describe" data-may-clip>
            {task.describe}
          </span>
          <span className={`home-task-state${task.status === TASK_COMPLETED ? ' is-complete' : ''}`}>
            {state}
          </span>
        </span>
      </Link>
      <button
        type="button"
        className="home-task-close"
        aria-label={t('home.currentTask.dismiss')}
        onClick={() => clear.mutate()}
      >
        <LineIcon name="close" />
      </button>
    </section>
  );
}
