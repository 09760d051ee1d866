import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Task } from '../../api/tasks/task';
import { href } from '../../lib/href';
import { CollectButton } from './CollectButton';
import { TaskReward } from './TaskReward';
import { TaskStatusTag } from './TaskStatusTag';

type LinkLabel = 'task.open' | 'task.view' | 'task.submitAgain' | 'task.startAgain';

const LINK: Record<Task['status'], LinkLabel | null> = {
  0: 'task.open',
  1: 'task.view',
  2: 'task.view',
  3: null,
  4: 'task.submitAgain',
  5: 'task.startAgain',
  6: null,
};

/** A task in the list: its title, reward and state, and what the user can do next. */
export function TaskCard({ task }: { task: Task }) {
  const { t } = useTranslation();
  const path = href('/pages/task/DoTasks', { id: task.id });
  const link = LINK[task.status];
  return (
    <article className="task-card" aria-label={task.title}>
      <Link to={path} className="task-card-main">
        <h3 className="task-title">{task.title}</h3>
        <TaskReward task={task} />
        <TaskStatusTag status={task.status} />
        {task.status === 4 && task.sub_refusal ? (
          <p className="task-reason">{t('task.reason', { reason: task.sub_refusal })}</p>
        ) : null}
      </Link>
      <div className="task-actions">
        {task.status === 3 ? <CollectButton task={task} /> : null}
        {task.status === 6 ? <span className="task-collected">{t('task.collected')}</span> : null}
        {link ? (
          <Link to={path} className="task-link-button">
            {t(link)}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
