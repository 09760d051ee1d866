import { useTranslation } from 'react-i18next';
import { taskPages, type Task, type TaskType } from '../../api/tasks/task';
import { alertDialog } from '../../ui/state/dialogs';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { PageShell } from '../../ui/layout/PageShell';
import { Segmented } from '../../ui/layout/Segmented';
import { useQueryParam } from '../../ui/hooks/usePageParams';
import { TaskCard } from './TaskCard';
import './task.css';

const parseKind = (raw: string | null): TaskType => (raw === 'promotion' ? 'promotion' : 'daily');

/**
 * `/pages/task/index?tab=promotion`: the daily tasks (a proof reviewed by staff) and the promotion tasks (a
 * page visit), 20 a page, each with its reward and state; a completed task's reward is collected here too.
 * The page opens with the tasks: the rules (what abuse costs) are one tap away in the header, and at the
 * foot of each task's page.
 */
export default function Tasks() {
  const { t } = useTranslation();
  const [kind, setKind] = useQueryParam('tab', parseKind);
  const rules = (
    <button
      type="button"
      className="task-rules-open"
      onClick={() =>
        void alertDialog({
          title: t('task.rulesTitle'),
          content: t('task.rules'),
          confirmText: t('common.close'),
        })
      }
    >
      {t('task.rulesLink')}
    </button>
  );
  return (
    <PageShell right={rules}>
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
