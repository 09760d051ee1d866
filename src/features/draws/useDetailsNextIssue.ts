import { useQuery } from '@tanstack/react-query';
import { nextIssueQuery } from '../../api/draws/treasure';
import type { NextIssue } from '../../api/draws/treasureTypes';

/** The goods' issue on sale now, when it is another one than `currentId`. */
export function useDetailsNextIssue(goodsId: number, currentId: number, enabled = true): NextIssue | null {
  const query = useQuery({ ...nextIssueQuery(goodsId), enabled });
  const next = query.data;
  return next && next.id !== currentId ? next : null;
}
