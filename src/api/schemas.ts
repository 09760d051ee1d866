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

/** What production left out in the check that just ran, each with its issues; taken by the client after it. */
const leftOut: AnswerIssueList[] = [];
type AnswerIssueList = readonly v.BaseIssue<unknown>[];

/** The issues of the parts production left out in the answer just checked (none in development). */
export const takeLeftOut = (): v.BaseIssue<unknown>[] => leftOut.splice(0).flat();

const leaveOut = (dataset?: { issues?: AnswerIssueList }) => {
  leftOut.push(dataset?.issues ?? []);
};

/** A part the app can do without: in production, of another shape it reads as `instead` (and is reported). */
export const dispensable = <S extends v.GenericSchema>(
  schema: S,
  instead: v.InferOutput<S>,
): v.GenericSchema<v.InferInput<S>, v.InferOutput<S>> =>
  import.meta.env.PROD
    ? v.fallback(schema, (dataset) => {
        leaveOut(dataset);
        return instead;
      })
    : schema;

const LEFT_OUT = Symbol('left out');

/** A list whose rows the app can do without one by one: in production a row of another shape is dropped. */
export const listOf = <Row extends v.GenericSchema>(
  row: Row,
): v.GenericSchema<v.InferInput<Row>[], v.InferOutput<Row>[]> =>
  import.meta.env.PROD
    ? v.pipe(
        v.array(
          v.fallback(row, (dataset): typeof LEFT_OUT => {
            leaveOut(dataset);
            return LEFT_OUT;
          }),
        ),
        v.transform((rows) => rows.filter((each): each is v.InferOutput<Row> => each !== LEFT_OUT)),
      )
    : v.array(row);
