import { useTranslation } from 'react-i18next';
import type { Task } from '../../../api/task';
import { useFormat } from '../../../ui/useFormat';

type Reward = Pick<Task, 'reward' | 'reward_type'>;

/** The reward as text: points with their word ("10 points"), balance with cents and its name ("1.50 Balance"). */
export function useRewardText() {
  const format = useFormat();
  return (task: Reward) =>
    task.reward_type === 'balance'
      ? `${format.amount(task.reward, 'balance')} ${format.unitName('balance')}`
      : format.amount(task.reward, 'points');
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
