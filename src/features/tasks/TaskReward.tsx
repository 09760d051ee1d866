import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasks/task';
import { useFormat } from '../../ui/hooks/useFormat';

type Reward = Pick<Task, 'reward' | 'reward_type'>;

/** The reward as text with its unit: points with their word ("10 points"), balance with its sign ("CN¥1.50"). */
export function useRewardText() {
  const format = useFormat();
  return (task: Reward) => format.amount(task.reward, task.reward_type === 'balance' ? 'balance' : 'points');
}

/** A task's reward line. */
export function TaskReward({ task }: { task: Reward }) {
  const { t } = useTranslation();
  const rewardText = useRewardText();
  return (
    <p className="task-reward">
      <span>{t('task.reward')}</span> <strong>{rewardText(task)}</strong>
    </p>
  );
}
