import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '../../api/tasks/task';

const COLOR: Record<TaskStatus, string> = {
  0: 'primary',
  1: 'primary',
  2: 'warning',
  3: 'success',
  4: 'danger',
  5: 'default',
  6: 'success',
};

/** Where a task stands: to do, visiting, waiting for review, completed, rejected, no reward. */
export function TaskStatusTag({ status }: { status: TaskStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} fill="outline" className="task-status">
      {t(`task.status.${status}`)}
    </Tag>
  );
}
