import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../../api/account';
import type { UserInfo } from '../../../api/types';
import { useSession } from '../../../stores/session';

type BalancePatch = Partial<
  Pick<UserInfo, 'balance' | 'integral' | 'qcBalance' | 'usdtBalance' | 'trxBalance'>
>;

/** A call that answered the new balances: the session shows them at once. */
export function patchBalances(patch: BalancePatch) {
  const { userInfo, setUserInfo } = useSession.getState();
  setUserInfo({ ...userInfo, ...patch });
}

/** A call that moved balances without answering them: the profile is read again (it updates the session). */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 }), [queryClient]);
}
