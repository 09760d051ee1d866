import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { taskQuery, type Task } from '../../api/tasks/task';
import { href } from '../../lib/href';
import { DataView } from '../../ui/state/DataView';
import { PageShell } from '../../ui/layout/PageShell';
import { StateBox } from '../../ui/state/StateBox';
import { checkWebViewUrl } from '../../lib/security/webFramePolicy';
import { CollectButton } from './CollectButton';
import { PromotionPanel } from './PromotionPanel';
import { ProofForm } from './ProofForm';
import { SentProof } from './SentProof';
import { TaskInstructions } from './TaskInstructions';
import { TaskVisitView } from './TaskVisitView';
import { useRewardText } from './TaskReward';
import { useTaskVisit } from './useTaskVisit';
import './task.css';

const parseId = (raw: string | null) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** `/pages/task/DoTasks?id=`: one task's instructions and state, and doing it (a proof or a page visit). */
export default function TaskDetails() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const query = useQuery({ ...taskQuery(id), enabled: id > 0 });
  return (
    <PageShell>
      {id === 0 || query.data === null ? (
        <StateBox
          testId="not-found"
          title={t('task.notFound')}
          action={{ label: t('task.backToTasks'), to: href('/pages/task/index'), link: true }}
        />
      ) : (
        <DataView query={query}>{(task) => <TaskView key={task.id} task={task} />}</DataView>
      )}
    </PageShell>
  );
}

function TaskView({ task }: { task: Task }) {
  const { t } = useTranslation();
  const rewardText = useRewardText();
  const { visit, result, start, end } = useTaskVisit(task);
  const verdict = checkWebViewUrl(task.type === 'promotion' ? task.url : null);

  if (visit && verdict.ok) {
    return (
      <TaskVisitView
        url={verdict.url}
        sameOrigin={verdict.sameOrigin}
        seconds={visit.min_seconds}
        onEnd={() => void end()}
      />
    );
  }

  return (
    <>
      <TaskInstructions task={task} />
      {task.status === 4 ? (
        <p className="task-panel task-reason" role="alert">
          {t('task.reason', { reason: task.sub_refusal })}
        </p>
      ) : null}
      {task.type === 'daily' && (task.status === 0 || task.status === 4) ? <ProofForm task={task} /> : null}
      {task.type === 'promotion' ? (
        <PromotionPanel task={task} verdict={verdict} result={result} onStart={start} />
      ) : null}
      {task.status === 2 ? <p className="task-panel task-hint">{t('task.inReview')}</p> : null}
      {task.type === 'daily' && task.status !== 0 && task.status !== 4 ? <SentProof task={task} /> : null}
      {task.status === 3 ? (
        <section className="task-panel task-collect">
          <p className="task-hint">{t('task.completedNote')}</p>
          <CollectButton task={task} block />
        </section>
      ) : null}
      {task.status === 6 ? (
        <p className="task-panel task-result-line" role="status">
          {t('task.collectedNote')} <strong>{t('task.credited', { reward: rewardText(task) })}</strong>
        </p>
      ) : null}
      <p className="task-rules">{t('task.rules')}</p>
    </>
  );
}
