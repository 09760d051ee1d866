import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../src/mocks/node';
import { call } from '../../src/api/client';
import { AnswerMismatch, setAnswerReporter, type AnswerReporter } from '../../src/api/answerMismatch';
import * as endpoints from '../../src/api/endpoints';
import { pageOf } from '../../src/api/schemas';
import { ApiError, BAD_ANSWER } from '../../src/lib/errors';
import { useSession } from '../../src/stores/session';
import { renderRoute } from '../render';
import { signInWalletUser } from '../pages/walletBackend';

vi.mock('../../src/socket/connection');

const counts = endpoints.Stakes.indexCt;
const rows = endpoints.Stakes.getZfList;
const Counts = v.object({ my_staked: v.number(), next_maturity: v.nullable(v.number()) });
const Row = v.object({ id: v.number(), amount: v.number() });

function answer(path: string, data: unknown) {
  server.use(http.get(`*${path}`, () => HttpResponse.json({ code: 200, msg: '', data })));
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

beforeEach(() => useSession.getState().signIn('tok-1', 42));

describe('answers checked at the boundary', () => {
  it('hands back the data as the schema reads it, without the fields the app does not read', async () => {
    answer(counts.path, { my_staked: 12.5, next_maturity: null, extra: 'kept out' });
    await expect(call(counts, undefined, { answer: Counts })).resolves.toEqual({
      my_staked: 12.5,
      next_maturity: null,
    });
  });

  it('in development and tests, fails loudly with the call, the field and what came', async () => {
    answer(rows.path, {
      list: [
        { id: 1, amount: 2 },
        { id: 2, amount: '3.50' },
      ],
      total: 2,
    });
    const error = await failure(call(rows, { pageIndex: 1, pageSize: 20 }, { answer: pageOf(Row) }));
    expect(error).toBeInstanceOf(AnswerMismatch);
    const mismatch = error as AnswerMismatch;
    expect(mismatch.call).toBe(`GET ${rows.path}`);
    expect(mismatch.fields).toEqual([
      'data.list[1].amount: Invalid type: Expected number but received "3.50"',
    ]);
    expect(mismatch.message).toContain(`GET ${rows.path} answered data of another shape`);
    expect(mismatch.received).toEqual({
      list: [
        { id: 1, amount: 2 },
        { id: 2, amount: '3.50' },
      ],
      total: 2,
    });
  });

  it('names a field that did not come, and data that is null where the app reads an object', async () => {
    answer(counts.path, { next_maturity: null });
    const missing = (await failure(call(counts, undefined, { answer: Counts }))) as AnswerMismatch;
    expect(missing.fields).toEqual([
      'data.my_staked: Invalid key: Expected "my_staked" but received undefined',
    ]);
    answer(counts.path, null);
    const empty = (await failure(call(counts, undefined, { answer: Counts }))) as AnswerMismatch;
    expect(empty.fields).toEqual(['data: Invalid type: Expected Object but received null']);
  });

  describe('in production', () => {
    let reports: AnswerMismatch[];
    let previous: AnswerReporter;
    beforeEach(() => {
      vi.stubEnv('PROD', true);
      reports = [];
      previous = setAnswerReporter((mismatch) => reports.push(mismatch));
    });
    afterEach(() => {
      setAnswerReporter(previous);
      vi.unstubAllEnvs();
    });

    it('reports a call once and fails it as a server failure the page shows with its retry', async () => {
      answer(rows.path, { list: [{ id: 1, amount: null }], total: 1 });
      const query = { pageIndex: 1, pageSize: 20 };
      const first = await failure(call(rows, query, { answer: pageOf(Row), silent: true }));
      const second = await failure(call(rows, query, { answer: pageOf(Row), silent: true }));
      for (const error of [first, second]) {
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).code).toBe(BAD_ANSWER);
        expect((error as ApiError).msg).toBe(
          "The server's answer could not be read. Please try again later.",
        );
      }
      expect(reports).toHaveLength(1);
      expect(reports[0]?.fields).toEqual([
        'data.list[0].amount: Invalid type: Expected number but received null',
      ]);
    });

    it('shows the staking totals as an error with its retry, never a figure it cannot read', async () => {
      await signInWalletUser('oliver');
      answer(counts.path, { total_staked: 1000, my_staked: 'NaN' });
      renderRoute('/pages/wallet/income');
      const totals = within(await screen.findByRole('region', { name: 'Staking income' }));
      expect(await totals.findByRole('button', { name: /retry/i })).toBeInTheDocument();
      expect(totals.queryByText(/NaN/)).not.toBeInTheDocument();
      await waitFor(() => expect(reports.map((report) => report.call)).toEqual([`GET ${counts.path}`]));
    });
  });
});
