import { useTranslation } from 'react-i18next';
import { taskPages, type Task, type TaskType } from '../../api/task';
import { InfiniteList } from '../../ui/InfiniteList';
import { PageShell } from '../../ui/PageShell';
import { Segmented } from '../../ui/Segmented';
import { useQueryParam } from '../../ui/usePageParams';
import { TaskCard } from './components/TaskCard';
import './task.css';

const parseKind = (raw: string | null): TaskType => (raw === 'promotion' ? 'promotion' : 'daily');

/**
 * `/pages/task/index?tab=promotion`: the daily tasks (a proof reviewed by staff) and the promotion tasks (a
 * page visit), 20 a page, each with its reward and state; a completed task's reward is collected here too.
 */
export default function TaskListPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useQueryParam('tab', parseKind);
  return (
    <PageShell>
      <div className="task-kinds">
        <Segmented<TaskType>
          label={t('task.kinds')}
          value={kind}
          options={[
            { value: 'daily', label: t('task.daily') },
            { value: 'promotion', label: t('task.promotion') },
          ]}
          onChange={(next) => setKind(next === 'daily' ? undefined : next)}
        />
      </div>
      <p className="task-rules">{t('task.rules')}</p>
      <InfiniteList<Task>
        key={kind}
        className="task-list"
        query={taskPages(kind)}
        itemKey={(task) => task.id}
        renderItem={(task) => <TaskCard task={task} />}
        emptyText={t('task.empty')}
      />
    </PageShell>
  );
}
