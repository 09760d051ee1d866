import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../api/account';
import type { UserInfo } from '../../../api/types';
import { useSession } from '../../../stores/session';

/** After a change the server accepted: the session's user and the cached profile say the same at once. */
export function useProfileUpdate() {
  const queryClient = useQueryClient();
  return useCallback(
    (patch: Partial<UserInfo>) => {
      const next = { ...useSession.getState().userInfo, ...patch };
      useSession.getState().setUserInfo(next);
      queryClient.setQueryData(accountKeys.profile(), next);
    },
    [queryClient],
  );
}
