import { parseId } from '../../lib/validate';
import { useEffect, useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { PublicUser, receiverQuery as apiReceiverQuery } from '../../api/account/account';
import { isApiError } from '../../lib/errors';
import { useSession } from '../../stores/session';

/** docs/api.md (User/userInfo): an unknown id answers 404 "user not found". */
const NOT_FOUND = 404;
/** Typing pauses this long before the id is looked up (leaving the field looks it up at once). */
export const LOOKUP_DELAY_MS = 400;

export type ReceiverLookup =
  | { status: 'empty' }
  | { status: 'self' }
  | { status: 'checking' }
  | { status: 'found'; user: PublicUser }
  | { status: 'notFound' }
  | { status: 'failed'; retry: () => void };

/** The look-up of one user id (the api's `receiverQuery`): quiet, since the sheet says "not found" itself. */
export type ReceiverQuery = typeof apiReceiverQuery;

/**
 * Who a typed user id belongs to. `flush` looks up what is typed now instead of after the pause. The
 * sender's own id is refused locally.
 */
export function useReceiverLookup(text: string, receiverQuery: ReceiverQuery) {
  const myUid = useSession((s) => s.uid);
  const typed = parseId(text);
  const [settled, setSettled] = useState<number | null>(null);

  useEffect(() => {
    if (typed === null) return;
    const timer = setTimeout(() => setSettled(typed), LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const self = typed !== null && typed === myUid;
  const uid = typed !== null && typed === settled && !self ? typed : null;
  const query = useQuery({ ...receiverQuery(uid ?? 0), enabled: uid !== null });

  const flush = () => setSettled(typed);
  return { lookup: lookupOf(typed, self, uid, query), flush };
}

function lookupOf(
  typed: number | null,
  self: boolean,
  uid: number | null,
  query: UseQueryResult<PublicUser | null>,
): ReceiverLookup {
  if (typed === null) return { status: 'empty' };
  if (self) return { status: 'self' };
  if (uid === null || query.isPending) return { status: 'checking' };
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === NOT_FOUND) return { status: 'notFound' };
    return { status: 'failed', retry: () => void query.refetch() };
  }
  return query.data ? { status: 'found', user: query.data } : { status: 'notFound' };
}
