import * as v from 'valibot';

/*
 * The building blocks of the answers' schemas (docs/decisions/0093): each API module describes the data of its
 * calls' answers with valibot, the client checks every answer against its schema (src/api/client.ts, `answer`),
 * and the types the app reads are inferred from the schemas.
 */

/** A page of a list (pageIndex/pageSize or page/pageSize): its rows and how many there are in all. */
export const pageOf = <Row extends v.GenericSchema>(row: Row) =>
  v.object({ list: v.array(row), total: v.number() });

/** A time as the server sends it: ms since the epoch. */
export const time = v.number();

/** A time that may not have come yet (a stake's start before it is paid): null until then. */
export const maybeTime = v.nullable(v.number());

/**
 * The answer of a call whose data the app does not read (it acts on the success alone: a password changed, a
 * device unbound): any data passes, and the call's result is `unknown`, so nothing can read it by mistake.
 */
export const unread = v.unknown();
