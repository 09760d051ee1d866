import type { CallOptions } from './client';
import { PAGE_SIZE } from './paging';
import type { Page, PageQuery } from './types';

/** The reads a lost answer's check makes: the page says what it found, or that it could not tell. */
export const QUIET: CallOptions = { silent: true };

type FirstPage<T> = (page: PageQuery) => Promise<Page<T>>;

/**
 * A send whose answer was lost, looked for in a list of the server's records that carries no request id (issue
 * 32): the list's first page (its newest rows) is read before the send; afterwards the record matching
 * `isIt` among the rows with an id above every id read then (ids only grow) is the send's, or there is none.
 */
export async function findWrittenSince<T extends { id: number }>(
  read: FirstPage<T>,
  isIt: (row: T) => boolean,
): Promise<() => Promise<T | null>> {
  const first = { pageIndex: 1, pageSize: PAGE_SIZE };
  const mark = Math.max(0, ...(await read(first)).list.map((row) => row.id));
  return async () => {
    const now = await read(first);
    const added = now.list.filter((row) => row.id > mark);
    const found = added.find(isIt) ?? null;
    // A first page of nothing but new rows may not hold them all: what lies beyond it is not known.
    if (!found && added.length === now.list.length && now.total > now.list.length)
      throw new Error('more records were written since than one page holds');
    return found;
  };
}
