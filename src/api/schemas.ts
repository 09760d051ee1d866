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

/*
 * Parts of an answer the app can do without (docs/decisions/0096): a setting it has a default for, a row of a
 * site list (a banner, an area code), the task on the profile. In development and tests they are as strict as
 * the rest, so a difference fails loudly and the contract check names it. In production one of another shape is
 * left out — its stand-in takes its place, a row is dropped — and the call reports it (src/api/client.ts), where
 * failing the whole answer would cost the page more than the part: a sign-in for a task's new state, the top-up
 * methods for one bad banner.
 */

/** One part production left out: where (its label, a row's index, the field within) and why. */
export interface LeftOut {
  readonly message: string;
  readonly path: readonly (string | number)[];
}

/** What production left out in the check that just ran; taken by the client right after it. */
const leftOut: LeftOut[] = [];

/** The parts production left out in the answer just checked (none in development). */
export const takeLeftOut = (): LeftOut[] => leftOut.splice(0);

/** Notes a part left out: each of its issues under `where`, or "missing" when it did not come at all. */
function leaveOut(
  where: readonly (string | number)[],
  issues: readonly { message: string; path?: readonly { key: unknown }[] }[] | undefined,
) {
  if (!issues?.length) return void leftOut.push({ message: 'missing', path: where });
  for (const issue of issues) {
    const within = (issue.path ?? []).map((item) => item.key as string | number);
    leftOut.push({ message: issue.message, path: [...where, ...within] });
  }
}

/**
 * A part the app can do without, named by `label` as the answer names it (`sys_config.seller_open_sign`,
 * `task`): in production, of another shape or missing it reads as `instead`, and the call reports it.
 */
export const dispensable = <S extends v.GenericSchema>(
  schema: S,
  instead: v.InferOutput<S>,
  label: string,
): v.GenericSchema<v.InferInput<S>, v.InferOutput<S>> =>
  import.meta.env.PROD
    ? v.fallback(schema, (dataset) => {
        leaveOut([label], dataset?.issues);
        return instead;
      })
    : schema;

/**
 * A list whose rows the app can do without one by one, named by `label` as the answer names it (`banners`): in
 * production a row of another shape is dropped, and anything but a list reads as an empty one; the call reports
 * each, with the row's index.
 */
export const listOf = <Row extends v.GenericSchema>(
  row: Row,
  label: string,
): v.GenericSchema<unknown, v.InferOutput<Row>[]> =>
  import.meta.env.PROD
    ? v.pipe(
        v.unknown(),
        v.transform((input): v.InferOutput<Row>[] => {
          if (!Array.isArray(input)) {
            leaveOut([label], [{ message: `not a list: ${JSON.stringify(input)}` }]);
            return [];
          }
          return input.flatMap((each, index) => {
            const read = v.safeParse(row, each);
            if (read.success) return [read.output];
            leaveOut([label, index], read.issues);
            return [];
          });
        }),
      )
    : v.array(row);
