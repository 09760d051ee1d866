import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { miningGroupQuery, useJoinMiningGroupMutation, type MiningGroup } from '../../api/mining/mining';
import { confirmDialog } from '../../ui/state/dialogs';
import { toast } from '../../ui/state/toast';

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * Joins a group by code. A user is in one group at a time: joining another moves them, so that is confirmed
 * first. Resolves with the group joined, or null when the user changed their mind; a refusal rejects with the
 * server's error (silent: the caller shows its message).
 */
export function useJoinGroup() {
  const { t } = useTranslation();
  const current = useQuery(miningGroupQuery()).data;
  const mutation = useJoinMiningGroupMutation();

  return async (code: string): Promise<MiningGroup | null> => {
    if (current && !sameCode(current.code, code)) {
      const move = await confirmDialog({
        title: t('mining.join.moveTitle'),
        content: t('mining.join.moveText', { from: current.name, code: code.trim().toUpperCase() }),
        confirmText: t('mining.join.move'),
        cancelText: t('mining.common.cancel'),
      });
      if (!move) return null;
    }
    const group = await mutation.mutateAsync(code.trim());
    toast(t('mining.join.joined', { name: group.name }), 'success');
    return group;
  };
}
