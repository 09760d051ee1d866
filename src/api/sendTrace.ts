import { PAGE_SIZE } from './paging';
import type { Page, PageQuery } from './types';

/**
 * Looks on the server, after a send's answer was lost (issue 32), for what that send did: what the page shows
 * after a success, or null when the server has no trace of it.
 */
export type Trace<T> = () => Promise<T | null>;

/** A row written a moment ago is among the newest: lists are read newest first. */
const NEWEST: PageQuery = { pageIndex: 1, pageSize: PAGE_SIZE };

/**
 * The newest rows of a list before a send (a ledger, the orders, the gifts sent…). `since(match)` reads them
 * again and answers the first row that was not there before and is this send's, or null. Rows are told apart
 * by id, not by an order of ids the contract does not promise.
 */
export async function newRowsSince<Row extends { id: number }>(
  read: (page: PageQuery) => Promise<Page<Row>>,
) {
  const before = new Set((await read(NEWEST)).list.map((row) => row.id));
  return async (match: (row: Row) => boolean): Promise<Row | null> =>
    (await read(NEWEST)).list.find((row) => !before.has(row.id) && match(row)) ?? null;
}
