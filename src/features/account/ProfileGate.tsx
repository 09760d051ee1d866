import type { ReactNode } from 'react';
import { useMe, type UserInfo } from '../../api/account/account';
import { DataView } from '../../ui/state/DataView';

/**
 * The signed-in user, fresh from the server, with loading and error states. A guest's request is answered
 * -2000, on which the client replaces the page with the login page (and comes back here after).
 */
export function ProfileGate({ children }: { children: (user: UserInfo) => ReactNode }) {
  const query = useMe((user) => user, { required: true });
  return <DataView query={query}>{children}</DataView>;
}
