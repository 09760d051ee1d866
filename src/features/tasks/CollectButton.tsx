import { useTranslation } from 'react-i18next';
import { useCollectTaskRewardMutation, type Task } from '../../api/tasks/task';
import { SendButton } from '../../ui/money/SendButton';
import { toast } from '../../ui/state/toast';
import { useRewardText } from './TaskReward';

/**
 * Collects a completed task's reward, once (a double tap sends once): the balances on screen change at once
 * and the task reads "collected".
 */
export function CollectButton({ task, block = false }: { task: Task; block?: boolean }) {
  const { t } = useTranslation();
  const collect = useCollectTaskRewardMutation();
  const rewardText = useRewardText();
  const send = async () => {
    await collect.mutateAsync(task);
    toast(t('task.credited', { reward: rewardText(task) }), 'success');
  };
  return (
    <SendButton color="primary" size={block ? 'large' : 'small'} block={block} shape="rounded" onSend={send}>
      {t('task.collect')}
    </SendButton>
  );
}
