import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useMe, type UserInfo } from '../../../api/account/account';
import { DataView } from '../../../ui/state/DataView';
import { APPLY_PATH } from './paths';

/**
 * The shop's pages are a seller's: the signed-in user is read fresh (a guest's read is answered -2000 and
 * leads to the login page), and someone without a shop is sent to apply for one.
 */
export function SellerGate({ children }: { children: (me: UserInfo) => ReactNode }) {
  const query = useMe((user) => user, { required: true });
  return (
    <DataView query={query}>
      {(me) => (me.isSeller ? children(me) : <Navigate to={APPLY_PATH} replace />)}
    </DataView>
  );
}
